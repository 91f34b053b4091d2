import fs from 'node:fs'

/** Busy and total CPU time of the whole machine so far, in clock ticks (Linux `/proc/stat`). */
function cpuTicks(): { busy: number; total: number } {
  // cpu  user nice system idle iowait irq softirq steal …
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  const waiting = ticks[3]! + ticks[4]!
  return { busy: total - waiting, total }
}

/** One part of what runs during a measurement, and its CPU time so far in seconds (process-cpu.ts). */
export interface CpuMeter {
  name: string
  cpuSeconds: () => number
}

export interface CpuUsage {
  /** Cores the whole machine had busy on average, whoever used them. */
  machine: number
  /** Cores each meter's processes had busy on average, by meter name. */
  parts: Record<string, number>
}

/**
 * Runs `work` and reports how many of the machine's `cores` were busy meanwhile, on average, and by
 * whom: a throughput that does not grow with more instances is explained when the cores were already
 * full, and by which processes. The machine's figure includes whatever else runs on it.
 */
export async function withCpuUsage<T>(
  cores: number,
  meters: CpuMeter[],
  work: () => Promise<T>,
): Promise<{ result: T; usage: CpuUsage }> {
  const before = cpuTicks()
  const partsBefore = meters.map((meter) => meter.cpuSeconds())
  const started = performance.now()
  const result = await work()
  const elapsedSeconds = (performance.now() - started) / 1000
  const partsAfter = meters.map((meter) => meter.cpuSeconds())
  const after = cpuTicks()
  const parts = Object.fromEntries(
    meters.map((meter, index) => [meter.name, (partsAfter[index]! - partsBefore[index]!) / elapsedSeconds]),
  )
  const machine = ((after.busy - before.busy) / Math.max(1, after.total - before.total)) * cores
  return { result, usage: { machine, parts } }
}
