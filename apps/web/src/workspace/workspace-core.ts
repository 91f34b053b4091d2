import type { UpdateType } from '@sayso/shared'
import type { SyncClient } from '@sayso/sync-client'
import { readMeta } from '@sayso/update-doc'
import type { ToastInput } from '../toasts/toast-store.ts'
import { readTargetSection, writeTargetSection } from '../workspace-session/workspace-session.ts'
import { createContentQueue, type ContentQueue } from './content-queue.ts'
import { formatUpdateDocument } from './format-runner.ts'
import { UpdateController } from './update-controller.ts'
import { strategyFor, type ContentApi } from './update-strategy.ts'
import type { WorkQueue } from './work-queue.ts'

export interface WorkspaceCoreOptions {
  userId: string
  sync: SyncClient
  store: WorkQueue
  api: ContentApi
  notify: (toast: ToastInput) => void
}

interface Held {
  controller: UpdateController
  refs: number
  disposeTimer: ReturnType<typeof setTimeout> | null
}

// A controller no screen holds any more is kept this long, so a screen that re-mounts (React's
// StrictMode, back and forward) finds it again instead of reopening the update.
const RELEASE_GRACE_MS = 1000
// One opened by a route's loader waits longer for its screen, whose code may still be downloading.
const PREOPEN_GRACE_MS = 10_000

/**
 * The signed-in user's workspaces, outside React: one content queue, and one controller per open
 * update, found by the update's id (or, before it exists, by the visit that will make it).
 */
export function createWorkspaceCore(options: WorkspaceCoreOptions) {
  const { sync, notify, api } = options
  const held = new Map<string, Held>()
  const announceOnOpen = new Set<string>()

  const byUpdateId = (updateId: string) =>
    [...held.values()].find((entry) => entry.controller.getSnapshot().updateId === updateId)

  /** Formats content that landed in an update no screen shows (it was made for that update). */
  async function formatInBackground(updateId: string): Promise<void> {
    const opened = await sync.open(updateId)
    try {
      const type = readMeta(opened.doc).updateType
      if (!type) return
      await formatUpdateDocument(
        { updateId, doc: opened.doc, strategy: strategyFor(type), whenAcknowledged: () => opened.whenAcknowledged() },
        'pending',
        api.formatUpdate,
      )
    } catch {
      // Its words stay in the update and are formatted when it is next opened.
    } finally {
      opened.release()
    }
  }

  const queue: ContentQueue = createContentQueue({
    ...options,
    onContentAdded(updateId) {
      const shown = byUpdateId(updateId)
      if (shown) shown.controller.formatPending()
      else void formatInBackground(updateId)
    },
  })

  // What waits for the connection goes when it is back (socket reconnected, or the browser online).
  let lastStatus = sync.getState().status
  const unsubscribeSync = sync.subscribe(() => {
    const { status } = sync.getState()
    if (status === 'online' && lastStatus !== 'online') void queue.drain()
    lastStatus = status
  })
  const drainOnline = () => void queue.drain()
  globalThis.addEventListener?.('online', drainOnline)
  void queue.drain()

  function forget(entry: Held): void {
    for (const [key, candidate] of held) if (candidate === entry) held.delete(key)
    entry.controller.dispose()
  }

  function scheduleRelease(entry: Held, afterMs = RELEASE_GRACE_MS): void {
    if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
    entry.disposeTimer = setTimeout(() => {
      if (entry.refs === 0) forget(entry)
    }, afterMs)
  }

  function announce(controller: UpdateController): void {
    const updateId = controller.getSnapshot().updateId
    if (!updateId || !announceOnOpen.has(updateId)) return
    const { status, title } = controller.getSnapshot()
    if (status === 'open') notify({ title: 'Update Loaded', description: title, variant: 'success' })
    else if (status === 'not-found')
      notify({ title: 'Load Failed', description: 'Failed to load the saved update.', variant: 'destructive' })
    else return
    announceOnOpen.delete(updateId)
  }

  return {
    queue,

    /**
     * The controller of `updateId`, or of the new update this visit (`key`) makes. Idempotent, so a
     * screen may ask while rendering; `retain` it from an effect.
     */
    controllerFor(updateType: UpdateType, key: string, updateId: string | null): UpdateController {
      const found = held.get(key) ?? (updateId ? byUpdateId(updateId) : undefined)
      if (found) {
        held.set(key, found)
        return found.controller
      }
      let entry: Held | null = null
      const controller = new UpdateController(
        {
          strategy: strategyFor(updateType),
          sync,
          queue,
          notify,
          formatUpdate: api.formatUpdate,
          execVersion: api.execVersion,
          targetSection: { read: readTargetSection, write: writeTargetSection },
          // The visit made the update: its id names the same controller from now on.
          onCreated: (id) => {
            if (entry) held.set(id, entry)
          },
        },
        updateId,
      )
      entry = { controller, refs: 0, disposeTimer: null }
      held.set(key, entry)
      if (updateId) held.set(updateId, entry)
      controller.subscribe(() => announce(controller))
      // Asked for while rendering but never shown (a render React threw away): not kept.
      scheduleRelease(entry)
      return controller
    },

    /** Opens a saved update before its screen renders (a route's loader); the screen finds it open. */
    preopen(updateType: UpdateType, updateId: string): void {
      const controller = this.controllerFor(updateType, updateId, updateId)
      const entry = held.get(updateId)
      if (entry?.controller === controller && entry.refs === 0) scheduleRelease(entry, PREOPEN_GRACE_MS)
    },

    /** Keeps the controller while a screen shows it; the returned function lets go. */
    retain(controller: UpdateController): () => void {
      const entry = [...held.values()].find((candidate) => candidate.controller === controller)
      if (!entry) return () => {}
      entry.refs++
      if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
      entry.disposeTimer = null
      announce(controller)
      return () => {
        entry.refs--
        if (entry.refs === 0) scheduleRelease(entry)
      }
    },

    /** SPEC §4: opening a saved update from Recent Updates says 'Update Loaded' (or 'Load Failed'). */
    announceWhenOpened(updateId: string): void {
      announceOnOpen.add(updateId)
    },

    dispose(): void {
      unsubscribeSync()
      globalThis.removeEventListener?.('online', drainOnline)
      for (const entry of new Set(held.values())) {
        if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
        entry.controller.dispose()
      }
      held.clear()
      queue.dispose()
    },
  }
}

export type WorkspaceCore = ReturnType<typeof createWorkspaceCore>
