import { describe, expect, it } from 'vitest'
import { createWorkQueue, type QueuedWork } from './work-queue.ts'

const text = (id: string, userId: string, createdAt: string): QueuedWork => ({
  kind: 'text',
  id,
  userId,
  updateType: 'weekly',
  updateId: 'update-1',
  createdAt,
  text: `Text ${id}`,
})

// jsdom has no IndexedDB: this is the queue of browsers that refuse it (some private windows).
describe('the work queue without IndexedDB', () => {
  it('keeps each user’s items apart, oldest first, until they are removed', async () => {
    const queue = createWorkQueue()
    await queue.add(text('b', 'ann', '2026-03-03T10:00:02.000Z'))
    await queue.add(text('a', 'ann', '2026-03-03T10:00:01.000Z'))
    await queue.add(text('c', 'bob', '2026-03-03T10:00:00.000Z'))
    await expect(queue.list('ann').then((items) => items.map((item) => item.id))).resolves.toEqual(['a', 'b'])

    await queue.add(text('a', 'ann', '2026-03-03T10:00:01.000Z'))
    await queue.remove('a')
    await expect(queue.list('ann').then((items) => items.map((item) => item.id))).resolves.toEqual(['b'])
    await expect(queue.list('bob').then((items) => items.length)).resolves.toBe(1)

    await queue.clear('bob')
    await expect(queue.list('bob')).resolves.toEqual([])
    await expect(queue.list('ann').then((items) => items.length)).resolves.toBe(1)
  })
})
