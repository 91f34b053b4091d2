import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { backoff, shouldRetryRead, shouldRetryWrite } from './query-client.ts'

describe('reads', () => {
  it('are retried up to 3 times', () => {
    const error = new ApiError(500, 'Server error', null)
    expect([0, 1, 2, 3].map((count) => shouldRetryRead(count, error))).toEqual([true, true, true, false])
  })

  it.each([401, 403, 404])('are not retried after a %i answer', (status) => {
    expect(shouldRetryRead(0, new ApiError(status, 'No', null))).toBe(false)
  })

  it('go by the answer’s status, not by numbers in its message', () => {
    expect(shouldRetryRead(0, new ApiError(500, 'Update 404 could not be read', null))).toBe(true)
  })

  it('wait 1 s, doubled per attempt, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(backoff(30_000))).toEqual([1000, 2000, 4000, 30_000, 30_000])
  })
})

describe('writes', () => {
  it('are retried up to 2 times after a server or network failure', () => {
    const error = new ApiError(503, 'Unavailable', null)
    expect([0, 1, 2].map((count) => shouldRetryWrite(count, error))).toEqual([true, true, false])
    expect(shouldRetryWrite(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it.each([400, 401, 403, 404, 422, 409])('are not retried after %i', (status) => {
    expect(shouldRetryWrite(0, new ApiError(status, 'No', null))).toBe(false)
  })

  it('wait 1 s, doubled per attempt, at most 10 s', () => {
    expect([0, 1, 3, 4].map(backoff(10_000))).toEqual([1000, 2000, 8000, 10_000])
  })
})
