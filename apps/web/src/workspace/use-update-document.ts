import type { OpenedUpdate, SyncClient } from '@sayso/sync-client'
import { readUpdate, type UpdateInit, type UpdateSnapshot } from '@sayso/update-doc'
import { useCallback, useEffect, useRef, useState } from 'react'
import type * as Y from 'yjs'
import { useSyncClient } from '../sync/sync-provider.tsx'

export interface UpdateDocument {
  /** The open document, or null while none is open (nothing recorded or typed yet). */
  doc: Y.Doc | null
  /** What the document holds now; re-read after every local or remote change. */
  snapshot: UpdateSnapshot | null
  /** Resolves once the open document has the server's state (never while offline). */
  whenSynced: Promise<void> | null
  /** The document of `updateId` (opening it), or a new one created on this device (works offline). */
  ensure: (init: Omit<UpdateInit, 'ownerId' | 'createdAt'>) => Promise<{ id: string; doc: Y.Doc }>
}

interface Held {
  client: SyncClient
  opened: OpenedUpdate
}

/**
 * Keeps the update document `updateId` open while the screen shows it. The document is the update's
 * state: edits apply locally at once, are kept in IndexedDB and sync to every device.
 */
export function useUpdateDocument(updateId: string | null, onCreated: (id: string) => void): UpdateDocument {
  const client = useSyncClient()
  const [held, setHeld] = useState<Held | null>(null)
  const [snapshot, setSnapshot] = useState<UpdateSnapshot | null>(null)
  const heldRef = useRef<Held | null>(null)
  heldRef.current = held

  const current = held && held.client === client && held.opened.id === updateId ? held : null

  useEffect(() => {
    if (!client || !updateId) {
      // The workspace started over: the previous update closes (once its last edits are synced).
      if (heldRef.current) setHeld(null)
      return
    }
    if (heldRef.current?.client === client && heldRef.current.opened.id === updateId) return
    let cancelled = false
    client.open(updateId).then(
      (opened) => {
        if (cancelled) opened.release()
        else setHeld({ client, opened })
      },
      () => {
        // The client was destroyed meanwhile (sign-out); nothing to show.
      },
    )
    return () => {
      cancelled = true
    }
  }, [client, updateId])

  // Each held document is released when another replaces it or the screen closes.
  useEffect(() => () => held?.opened.release(), [held])

  useEffect(() => {
    if (!current) {
      setSnapshot(null)
      return
    }
    const doc = current.opened.doc
    const refresh = () => setSnapshot(readUpdate(doc))
    refresh()
    doc.on('update', refresh)
    return () => doc.off('update', refresh)
  }, [current])

  // Content added twice in quick succession must land in one new update, not two.
  const opening = useRef<Promise<Held> | null>(null)
  const ensure = useCallback<UpdateDocument['ensure']>(
    async (init) => {
      const existing = heldRef.current
      if (existing && existing.client === client && existing.opened.id === updateId) {
        return { id: existing.opened.id, doc: existing.opened.doc }
      }
      if (!client) throw new Error('Your account is still loading. Please try again in a moment.')
      opening.current ??= (async () => {
        const opened = updateId ? await client.open(updateId) : await client.create(init)
        const next = { client, opened }
        heldRef.current = next
        setHeld(next)
        if (!updateId) onCreated(opened.id)
        return next
      })().finally(() => {
        opening.current = null
      })
      const { opened } = await opening.current
      return { id: opened.id, doc: opened.doc }
    },
    [client, updateId, onCreated],
  )

  return {
    doc: current?.opened.doc ?? null,
    snapshot: current ? snapshot : null,
    whenSynced: current?.opened.whenSynced ?? null,
    ensure,
  }
}
