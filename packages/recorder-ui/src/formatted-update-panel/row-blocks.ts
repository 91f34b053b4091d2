/** A section's rows as the panel lays them out: blocks of viewed rows, and the entry being edited on its own. */
export type RowRun<T> = { kind: 'block'; key: string; rows: T[] } | { kind: 'editing'; row: T }

/**
 * Groups a section's rows into blocks of `size` by their position, the row being edited standing alone
 * between its block's two parts. A block is what the browser skips while off screen
 * (`content-visibility: auto`): it checks a block's visibility on every frame, so a thousand entries
 * in twenty blocks cost a key press elsewhere on the page twenty checks rather than a thousand (issue 18).
 * The edited row is never inside a block, so no change of the list moves its editor to another parent
 * (which would lose what the user typed into it).
 */
export function rowRuns<T>(rows: readonly T[], isEditing: (row: T) => boolean, size: number): RowRun<T>[] {
  const runs: RowRun<T>[] = []
  let open: { block: number; rows: T[] } | null = null
  rows.forEach((row, position) => {
    const block = Math.floor(position / size)
    if (isEditing(row)) {
      open = null
      runs.push({ kind: 'editing', row })
      return
    }
    if (open?.block !== block) {
      // The part of a block after the row being edited has a key of its own.
      const afterEditor = runs.at(-1)?.kind === 'editing' && position % size !== 0
      open = { block, rows: [] }
      runs.push({ kind: 'block', key: afterEditor ? `block:${block}:after` : `block:${block}`, rows: open.rows })
    }
    open.rows.push(row)
  })
  return runs
}
