// Preloaded into the servers `pnpm bench:sync` starts (node --expose-gc --import): on SIGUSR2,
// collects garbage and prints the live memory, so the benchmark measures what connections keep.
process.on('SIGUSR2', () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  const { heapUsed, external } = process.memoryUsage()
  process.stdout.write(`memory ${heapUsed + external}\n`)
})
