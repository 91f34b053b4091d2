import { updateIdSchema } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import { newId } from './ids.ts'

describe('a new id', () => {
  it('is a UUIDv7 the update id schema accepts', () => {
    const id = newId()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(updateIdSchema.safeParse(id).success).toBe(true)
  })

  it('starts with the time it was made, so ids sort by time', () => {
    const at = Date.UTC(2026, 10, 23, 8, 40)
    expect(newId(at).replace(/-/g, '').slice(0, 12)).toBe(at.toString(16).padStart(12, '0'))
    const ids = [newId(at + 2), newId(at), newId(at + 1)]
    expect([...ids].sort()).toEqual([ids[1], ids[2], ids[0]])
  })

  it('differs each time, even within one millisecond', () => {
    const at = Date.now()
    expect(new Set(Array.from({ length: 1000 }, () => newId(at))).size).toBe(1000)
  })
})
