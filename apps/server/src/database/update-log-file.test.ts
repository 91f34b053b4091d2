import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoggedUpdate, UpdateLog } from '../repositories/document-log-repository.ts'
import { GROUP_COMMIT_FULL, GROUP_COMMIT_MIN_MS } from './group-commit.ts'
import { createUpdateLogFile, type UpdateLogFileOptions } from './update-log-file.ts'
import { decodeRecords } from './update-log-records.ts'

const update = (name: string, byte: number): LoggedUpdate => ({ name, update: new Uint8Array([byte, byte, byte]) })

describe('the update log file', () => {
  const directories: string[] = []
  afterEach(() => directories.splice(0).forEach((directory) => fs.rmSync(directory, { recursive: true, force: true })))

  function logIn(directory: string, options: Partial<UpdateLogFileOptions> = {}): UpdateLog {
    return createUpdateLogFile({
      directory,
      syncStoredStates: async () => {},
      onCleanupError: (error) => {
        throw error
      },
      ...options,
    })
  }
  function newDirectory(): string {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-update-log-'))
    directories.push(directory)
    return path.join(directory, 'update-log')
  }
  const segments = (directory: string) => fs.readdirSync(directory).sort()
  /** What a log opened after a crash hands to the replay; the replay then stores nothing. */
  const leftovers = (directory: string) => logIn(directory).recover(async (entries) => entries)

  it('hands every acknowledged update to the replay after a crash, in order, then forgets them', async () => {
    const directory = newDirectory()
    const crashed = logIn(directory)
    const written = [update('a', 1), update('b', 2), update('a', 3)]
    await Promise.all(written.map((entry) => crashed.append(entry)))
    await crashed.append(update('c', 4))
    // Never closed: the process died here.

    const restarted = logIn(directory)
    expect(await restarted.recover(async (entries) => entries)).toEqual([...written, update('c', 4)])
    await restarted.append(update('d', 5))
    expect(await leftovers(directory)).toEqual([update('d', 5)])
  })

  it('acknowledges the updates that arrive while another is written, in order', async () => {
    const directory = newDirectory()
    const log = logIn(directory)
    // A full batch that has waited long enough: the last update's arrival writes it, and the one after
    // arrives while it is written.
    const batch = Array.from({ length: GROUP_COMMIT_FULL }, (_, index) => update(`u${index}`, index))
    const gathered = batch.slice(0, -1).map((each) => log.append(each))
    await new Promise((resolve) => setTimeout(resolve, GROUP_COMMIT_MIN_MS + 1))
    const after = update('after', 99)
    await Promise.all([...gathered, log.append(batch.at(-1)!), log.append(after)])
    expect(await leftovers(directory)).toEqual([...batch, after])
  })

  it('ignores a torn record at the end of a segment (a crash in the middle of a write)', async () => {
    const directory = newDirectory()
    const crashed = logIn(directory)
    await crashed.append(update('a', 1))
    const segment = path.join(directory, segments(directory)[0]!)
    const descriptor = fs.openSync(segment, 'r+')
    // The start of a record (its length and checksum, then two of its 40 bytes) after the last whole one.
    fs.writeSync(
      descriptor,
      Buffer.from([40, 0, 0, 0, 9, 9, 9, 9, 1, 2]),
      0,
      10,
      decodeRecords(fs.readFileSync(segment)).wholeBytes,
    )
    fs.closeSync(descriptor)
    expect(await leftovers(directory)).toEqual([update('a', 1)])
  })

  it('deletes a segment once every document in it is stored, and keeps what a store did not hold', async () => {
    const directory = newDirectory()
    const log = logIn(directory)
    await Promise.all([log.append(update('a', 1)), log.append(update('b', 2))])
    const compaction = await log.compaction()
    await log.append(update('a', 3)) // after the states were taken
    await compaction.stored(['a'])
    expect(segments(directory)).toHaveLength(1)
    await compaction.stored(['b'])
    expect(segments(directory)).toHaveLength(1) // a's later update is in it

    await (await log.compaction()).stored(['a'])
    expect(segments(directory)).toEqual([])
    await log.append(update('c', 4))
    expect(await leftovers(directory)).toEqual([update('c', 4)])
  })

  it('starts a new segment past the size limit and deletes the stored ones behind it', async () => {
    const directory = newDirectory()
    const log = logIn(directory, { segmentBytes: 1 })
    await log.append(update('a', 1))
    await log.append(update('b', 2))
    await log.append(update('c', 3))
    expect(segments(directory)).toHaveLength(3)
    await (await log.compaction()).stored(['a', 'c'])
    expect(await leftovers(directory)).toEqual([update('b', 2)])
  })

  it('keeps every segment when the stored states could not be made durable', async () => {
    const directory = newDirectory()
    const log = logIn(directory, {
      syncStoredStates: async () => {
        throw new Error('disk gone')
      },
      onCleanupError: () => {},
    })
    await log.append(update('a', 1))
    await (await log.compaction()).stored(['a'])
    expect(await leftovers(directory)).toEqual([update('a', 1)])
  })

  it('refuses updates once closed, after writing those before', async () => {
    const directory = newDirectory()
    const log = logIn(directory)
    const before = log.append(update('a', 1))
    await log.close()
    await before
    await expect(log.append(update('b', 2))).rejects.toThrow('closed')
    expect(await leftovers(directory)).toEqual([update('a', 1)])
  })
})
