export interface Row {
  what: string
  sayso: string
  baseline: string
  /** Sayso relative to the baseline: throughput share (higher is better) or time multiple (lower is better). */
  ratio: number
  ratioLabel: string
  target: string
  /** Absent for a figure shown for what it costs, with no target. */
  met?: boolean
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`
export const millis = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`

/** The table of issue 18, one line per row, with whether the target is met. */
export function printTable(rows: Row[]): void {
  const header = ['What', 'Sayso', 'Baseline', 'Ratio', 'Target', '']
  const lines = rows.map((row) => [
    row.what,
    row.sayso,
    row.baseline,
    row.ratioLabel,
    row.target,
    row.met === undefined ? '' : row.met ? 'met' : 'MISSED',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')
  console.log(format(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'))
  for (const line of lines) console.log(format(line))
}
