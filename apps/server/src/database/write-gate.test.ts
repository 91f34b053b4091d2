import { describe, expect, it } from 'vitest'
import { createWriteGate } from './write-gate.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('given a write gate', () => {
  it('lets one holder in at a time, in the order they came', async () => {
    const gate = createWriteGate()
    const events: string[] = []
    const holder = async (name: string) => {
      const leave = await gate.enter()
      events.push(`${name} in`)
      await tick()
      events.push(`${name} out`)
      leave()
    }
    await Promise.all([holder('a'), holder('b'), holder('c')])
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  })

  it('opens for the next holder when one leaves after a failure', async () => {
    const gate = createWriteGate()
    const failing = (async () => {
      const leave = await gate.enter()
      try {
        throw new Error('write failed')
      } finally {
        leave()
      }
    })()
    await expect(failing).rejects.toThrow('write failed')
    const leave = await gate.enter()
    leave()
  })
})
