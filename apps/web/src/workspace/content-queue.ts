import type { SyncClient } from '@sayso/sync-client'
import { addRecording, readMeta } from '@sayso/update-doc'
import type * as Y from 'yjs'
import { NetworkError, userFacingMessage } from '../api/api-client.ts'
import type { ToastInput } from '../toasts/toast-store.ts'
import { strategyFor, type ContentApi } from './update-strategy.ts'
import type { NewWork, QueuedWork, WorkQueue } from './work-queue.ts'

/** An item as the workspaces show it. */
export interface QueueItemView {
  id: string
  updateId: string
  kind: QueuedWork['kind']
  /** queued → processing → gone; `waiting` for the connection; `failed` until Retry or Discard. */
  status: 'queued' | 'processing' | 'waiting' | 'failed'
  failure?: string
  /** Typed text, or the recording's length in seconds. */
  text?: string
  duration?: number
}

export interface ContentQueueOptions {
  userId: string
  sync: SyncClient
  store: WorkQueue
  api: ContentApi
  notify: (toast: ToastInput) => void
  /** Content landed in an update: it has words to format. */
  onContentAdded: (updateId: string) => void
}

type Outcome = 'done' | 'offline'

const view = (item: QueuedWork, status: QueueItemView['status']): QueueItemView => ({
  id: item.id,
  updateId: item.updateId,
  kind: item.kind,
  status: item.failure ? 'failed' : status,
  ...(item.failure && { failure: item.failure }),
  ...(item.kind === 'text' ? { text: item.text } : { duration: item.duration }),
})

/**
 * Recordings and typed notes on their way into their update (SPEC §4 "After transcription", "Text
 * input"), one queue per signed-in user, outside React. Each item names the update, its type and its
 * section, and lands in that update whatever page is shown. Items are kept in IndexedDB first; only a
 * network failure leaves one waiting (processed again when the connection returns); any other failure
 * shows its SPEC toast and keeps the item, failed, until the user retries or discards it.
 */
export function createContentQueue(options: ContentQueueOptions) {
  const { userId, sync, store, api, notify } = options
  const listeners = new Set<() => void>()
  let items: QueueItemView[] = []
  let processingId: string | null = null
  let waitingIds = new Set<string>()
  let draining: Promise<Outcome> | null = null
  let disposed = false

  async function refresh(): Promise<void> {
    const stored = await store.list(userId).catch(() => [])
    if (disposed) return
    items = stored.map((item) =>
      view(item, item.id === processingId ? 'processing' : waitingIds.has(item.id) ? 'waiting' : 'queued'),
    )
    listeners.forEach((listener) => listener())
  }

  /** Applies a change to the item's update document (opened for it, or shared with the screen showing it). */
  async function changeUpdate(updateId: string, change: (doc: Y.Doc) => void): Promise<void> {
    const opened = await sync.open(updateId)
    try {
      change(opened.doc)
    } finally {
      opened.release()
    }
  }

  async function processAudio(item: Extract<QueuedWork, { kind: 'audio' }>): Promise<void> {
    const transcription = (await api.transcribeAudio(item.audio)).trim()
    if (!transcription) {
      notify({
        title: 'Transcription failed',
        description: 'No speech was recognised in the recording.',
        variant: 'destructive',
      })
      return
    }
    await changeUpdate(item.updateId, (doc) => {
      addRecording(doc, {
        id: item.id,
        transcription,
        timestamp: item.createdAt,
        duration: item.duration,
        ...(item.sectionId && { assignedSection: item.sectionId }),
      })
      const strategy = strategyFor(readMeta(doc).updateType ?? item.updateType)
      if (strategy.textNeedsSection && !item.sectionId) {
        notify({ title: 'Recording transcribed', description: 'Please select a section for this recording.' })
      } else {
        notify({
          title: 'Recording transcribed',
          description: 'Your recording has been converted to text.',
          variant: 'success',
        })
      }
    })
    options.onContentAdded(item.updateId)
  }

  async function processTyped(item: Extract<QueuedWork, { kind: 'text' }>): Promise<void> {
    const outcome = await strategyFor(item.updateType).addTypedText(item, {
      api,
      changeUpdate: (change) => changeUpdate(item.updateId, change),
    })
    notify(outcome.toast)
    if (outcome.hasWordsToFormat) options.onContentAdded(item.updateId)
  }

  async function processItem(item: QueuedWork): Promise<Outcome> {
    processingId = item.id
    waitingIds.delete(item.id)
    await refresh()
    try {
      if (item.kind === 'audio') await processAudio(item)
      else await processTyped(item)
      await store.remove(item.id)
      return 'done'
    } catch (error) {
      if (error instanceof NetworkError) {
        waitingIds.add(item.id)
        return 'offline'
      }
      const message = userFacingMessage(error) ?? (error instanceof Error ? error.message : '')
      if (item.kind === 'audio')
        notify({
          title: 'Transcription failed',
          description: message || 'Transcription failed',
          variant: 'destructive',
        })
      else
        notify({
          title: 'Processing Failed',
          description: message || 'Failed to format your update',
          variant: 'destructive',
        })
      await store.add({ ...item, failure: message || 'It could not be processed.' })
      return 'done'
    } finally {
      processingId = null
    }
  }

  /** Processes every item in order, failed ones aside; stops at the first that has to wait. */
  function drain(): Promise<Outcome> {
    draining ??= (async (): Promise<Outcome> => {
      try {
        const pending = (await store.list(userId)).filter((item) => !item.failure)
        for (const [index, item] of pending.entries()) {
          if (disposed) return 'done'
          if ((await processItem(item)) === 'offline') {
            // Everything behind it waits for the connection too.
            for (const later of pending.slice(index)) waitingIds.add(later.id)
            return 'offline'
          }
        }
        return 'done'
      } finally {
        draining = null
        await refresh()
      }
    })()
    return draining
  }

  return {
    getSnapshot: (): readonly QueueItemView[] => items,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Keeps the item safe first, then processes it (at once when online). */
    async enqueue(item: NewWork): Promise<void> {
      await store.add({ ...item, userId } as QueuedWork)
      await refresh()
      // Another run may be going on: wait for it, then make sure this item got its turn.
      await draining
      if ((await drain()) === 'offline' && waitingIds.has(item.id)) {
        notify({
          title: 'Saved offline',
          description:
            item.kind === 'audio'
              ? 'Your recording will be transcribed when the connection is back.'
              : 'Your text will be added when the connection is back.',
        })
      }
    },

    /** Processes what waits: at start, when the browser is back online, when the socket reconnects. */
    drain,

    async retry(id: string): Promise<void> {
      const item = (await store.list(userId)).find((candidate) => candidate.id === id)
      if (!item) return
      await store.add({ ...item, failure: undefined })
      await drain()
    },

    async discard(id: string): Promise<void> {
      await store.remove(id)
      waitingIds.delete(id)
      await refresh()
    },

    dispose(): void {
      disposed = true
      listeners.clear()
      waitingIds = new Set()
    },
  }
}

export type ContentQueue = ReturnType<typeof createContentQueue>
