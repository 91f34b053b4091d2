import fs from 'node:fs'

// /proc counts CPU time in USER_HZ clock ticks, 100 a second on Linux whatever the kernel's own tick rate.
const TICKS_PER_SECOND = 100

/**
 * The fields of a /proc stat file (`<pid>/stat`, or a thread's `<pid>/task/<tid>/stat`) after the
 * process's name (which may hold spaces), or none once it is gone.
 */
function statFields(file: string): { name: string; fields: string[] } | undefined {
  let stat: string
  try {
    stat = fs.readFileSync(`/proc/${file}`, 'utf8')
  } catch {
    return undefined
  }
  const nameEnd = stat.lastIndexOf(')')
  // From field 3 (state) on: utime is field 14, stime 15, cutime 16, cstime 17.
  return { name: stat.slice(stat.indexOf('(') + 1, nameEnd), fields: stat.slice(nameEnd + 2).split(' ') }
}

const seconds = (fields: string[], from: number, to: number) =>
  fields.slice(from, to + 1).reduce((sum, value) => sum + Number(value), 0) / TICKS_PER_SECOND

/** CPU time (user and system) that process `pid` has used so far, in seconds; 0 once it has exited. */
export function processCpuSeconds(pid: number): number {
  const stat = statFields(`${pid}/stat`)
  return stat ? seconds(stat.fields, 11, 12) : 0
}

/**
 * CPU time (user and system) that process `pid`'s main thread, the one running its event loop, has used
 * so far, in seconds; 0 once it has exited. Work moved to worker threads does not count here.
 */
export function mainThreadCpuSeconds(pid: number): number {
  const stat = statFields(`${pid}/task/${pid}/stat`)
  return stat ? seconds(stat.fields, 11, 12) : 0
}

/** CPU time so far of each process named `name` (its `comm`), by process id. */
function namedProcessesCpu(name: string): Map<number, number> {
  const byPid = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = statFields(`${entry}/stat`)
    if (stat?.name === name) byPid.set(Number(entry), seconds(stat.fields, 11, 12))
  }
  return byPid
}

/**
 * A counter of the CPU time used by every process named `name` (PostgreSQL's backends, Redis), in
 * seconds, growing by each process's own time between readings: a backend that exits between two
 * readings takes only its last stretch with it, never making the count go back.
 */
export function namedProcessesCpuCounter(name: string): () => number {
  let total = 0
  let last = new Map<number, number>()
  return () => {
    const now = namedProcessesCpu(name)
    for (const [pid, used] of now) total += used - (last.get(pid) ?? 0)
    last = now
    return total
  }
}

/**
 * CPU time of this process's children that have exited and been waited for: across a child's whole
 * run (the load generator), the difference is that child's own, while long-running children are not counted.
 */
export function exitedChildrenCpuSeconds(): number {
  return seconds(statFields('self/stat')!.fields, 13, 14)
}
