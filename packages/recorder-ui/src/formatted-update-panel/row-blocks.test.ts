import { describe, expect, it } from 'vitest'
import { rowRuns } from './row-blocks.js'

const rows = (count: number) => Array.from({ length: count }, (_, position) => position)
const shape = (runs: ReturnType<typeof rowRuns<number>>) =>
  runs.map((run) => (run.kind === 'editing' ? `editing ${run.row}` : `${run.key} ${run.rows.join(',')}`))

describe('given a section of rows', () => {
  it('groups them in blocks of the given size by position', () => {
    expect(shape(rowRuns(rows(7), () => false, 3))).toEqual(['block:0 0,1,2', 'block:1 3,4,5', 'block:2 6'])
  })

  it('puts the row being edited on its own, between the two parts of its block', () => {
    expect(shape(rowRuns(rows(7), (row) => row === 4, 3))).toEqual([
      'block:0 0,1,2',
      'block:1 3',
      'editing 4',
      'block:1:after 5',
      'block:2 6',
    ])
  })

  it('leaves the other blocks as they were when the first row of a block is edited', () => {
    expect(shape(rowRuns(rows(7), (row) => row === 3, 3))).toEqual([
      'block:0 0,1,2',
      'editing 3',
      'block:1:after 4,5',
      'block:2 6',
    ])
  })
})
