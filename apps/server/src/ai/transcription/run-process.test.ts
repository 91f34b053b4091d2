import { describe, expect, it } from 'vitest'
import { runProcess } from './run-process.ts'

describe('given a command that runs past its timeout', () => {
  it('kills it and reports the timeout', async () => {
    const started = Date.now()
    const result = await runProcess('sleep', ['30'], 200)
    expect(result.timedOut).toBe(true)
    expect(result.code).toBeNull()
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
