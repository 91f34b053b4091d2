import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_LINES_WINDOW_MS, createLogger } from './logger.ts'

/** What the logger wrote, one string a write. */
function destination() {
  const writes: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      writes.push(String(chunk))
      done()
    },
  })
  const messages = () =>
    writes.flatMap((write) => write.split('\n').filter(Boolean)).map((line) => JSON.parse(line).msg)
  return { stream, writes, messages }
}

const REQUEST = { method: 'GET', path: '/api/updates', status: 200, durationMs: 1.5 }

describe('given the logger', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('writes the request lines of a moment together, once REQUEST_LINES_WINDOW_MS has passed', () => {
    vi.useFakeTimers()
    const out = destination()
    const logger = createLogger('info', out.stream)
    logger.request(REQUEST)
    logger.request({ ...REQUEST, path: '/api/user' })
    vi.advanceTimersByTime(REQUEST_LINES_WINDOW_MS - 1)
    expect(out.writes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(out.writes).toHaveLength(1)
    expect(out.messages()).toEqual(['request', 'request'])
  })

  it('writes any other line within its turn of the event loop, with the request lines before it, in order', async () => {
    const out = destination()
    const logger = createLogger('info', out.stream)
    logger.request(REQUEST)
    logger.warn('disk almost full')
    logger.request({ ...REQUEST, path: '/api/user' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(out.writes).toHaveLength(1)
    expect(out.messages()).toEqual(['request', 'disk almost full', 'request'])
  })

  it('writes nothing for requests below the info level', () => {
    vi.useFakeTimers()
    const out = destination()
    createLogger('warn', out.stream).request(REQUEST)
    vi.advanceTimersByTime(REQUEST_LINES_WINDOW_MS)
    expect(out.writes).toEqual([])
  })
})
