import fs from 'node:fs'

/** Busy and total CPU time of the whole machine so far, in clock ticks (Linux `/proc/stat`). */
function cpuTicks(): { busy: number; total: number } {
  // cpu  user nice system idle iowait irq softirq steal …
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  const waiting = ticks[3]! + ticks[4]!
  return { busy: total - waiting, total }
}

/**
 * Runs `work` and reports how many of the machine's cores were busy meanwhile, on average: a
 * throughput that does not grow with more instances is explained when the cores were already full.
 */
export async function withMachineCpu<T>(
  cores: number,
  work: () => Promise<T>,
): Promise<{ result: T; busyCores: number }> {
  const before = cpuTicks()
  const result = await work()
  const after = cpuTicks()
  return { result, busyCores: ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * cores }
}
