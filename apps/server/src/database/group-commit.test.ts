import { describe, expect, it } from 'vitest'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'
import { createGroupCommit, GROUP_COMMIT_FULL, GROUP_COMMIT_MAX_MS, GROUP_COMMIT_MIN_MS } from './group-commit.ts'

const entry = (name: string): LoggedUpdate => ({ name, update: new Uint8Array([1]) })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A group commit whose commits are recorded, each finishing when the test says. */
function recordedCommits() {
  const commits: Array<{ names: string[]; finish(): void }> = []
  const group = createGroupCommit(
    (entries) => new Promise<void>((finish) => commits.push({ names: entries.map((each) => each.name), finish })),
  )
  return { group, commits }
}

describe('group commit', () => {
  it('writes a lone update once the longest wait is over', async () => {
    const { group, commits } = recordedCommits()
    const committed = group.append(entry('a'))
    await sleep(GROUP_COMMIT_MIN_MS + 1)
    expect(commits).toEqual([])
    await sleep(GROUP_COMMIT_MAX_MS)
    expect(commits.map((each) => each.names)).toEqual([['a']])
    commits[0]!.finish()
    await committed
  })

  it('writes a full batch that has gathered long enough when the next update arrives, with it', async () => {
    const { group, commits } = recordedCommits()
    const names = Array.from({ length: GROUP_COMMIT_FULL }, (_, index) => `u${index}`)
    for (const name of names.slice(0, -1)) group.append(entry(name))
    expect(commits).toEqual([]) // they came too soon to set the batch off
    await sleep(GROUP_COMMIT_MIN_MS + 1)
    group.append(entry(names.at(-1)!))
    expect(commits.map((each) => each.names)).toEqual([names])
  })

  it('keeps gathering a small batch while updates trickle in, until the longest wait is over', async () => {
    const { group, commits } = recordedCommits()
    group.append(entry('a'))
    await sleep(GROUP_COMMIT_MIN_MS + 1)
    group.append(entry('b')) // long enough, but two updates are not worth a commit of their own yet
    expect(commits).toEqual([])
    await sleep(GROUP_COMMIT_MAX_MS - GROUP_COMMIT_MIN_MS)
    expect(commits.map((each) => each.names)).toEqual([['a', 'b']])
  })

  it('writes what arrived during a commit as soon as that commit is done, in order', async () => {
    const { group, commits } = recordedCommits()
    const first = group.append(entry('a'))
    await sleep(GROUP_COMMIT_MAX_MS + 1)
    const later = group.append(entry('c'))
    group.append(entry('d'))
    expect(commits.map((each) => each.names)).toEqual([['a']])
    commits[0]!.finish()
    await first
    await new Promise((resolve) => setImmediate(resolve)) // within the turn the commit finished in
    expect(commits.map((each) => each.names)).toEqual([['a'], ['c', 'd']])
    commits[1]!.finish()
    await later
  })
})
