import { findSection, type Template } from '@sayso/shared'
import { addRecording, readEntries, replaceAllEntries } from '@sayso/update-doc'
import { useCallback, useEffect, useRef, useState } from 'react'
import type * as Y from 'yjs'
import { formatUpdate, processText, transcribeAudio } from '../api/ai-api.ts'
import { ApiError, userFacingMessage } from '../api/api-client.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { useSyncClient, useSyncState } from '../sync/sync-provider.tsx'
import { toast } from '../toasts/toast-store.ts'
import { workQueue, type NewWork, type QueuedWork } from './work-queue.ts'

interface ContentQueueOptions {
  template: Template
  /** The update the workspace shows, once it has a document. */
  current: { id: string; doc: Y.Doc } | null
  /** Formats the workspace's update about 100 ms from now (SPEC §9). */
  formatSoon: (doc: Y.Doc, onlySections?: readonly string[]) => void
  /** An item the server refused for good (after its toast), so the workspace can give typed text back. */
  onRefused?: (item: QueuedWork) => void
}

type Outcome = 'done' | 'offline' | 'failed-keep'

/** The request never reached the server: the item waits for the connection. */
const isOffline = (error: unknown) => error instanceof TypeError && !(error instanceof ApiError)
/** The server was there but could not do it now (502, 503, 504, or too many requests): try later. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status >= 502 || error.status === 429)

/**
 * Turns queued recordings and typed text into content of their update (SPEC §4 "After transcription"
 * and "Text input"): transcribed or processed by the server, added to the update's document, then
 * formatted. Items wait in IndexedDB while the server cannot be reached and are processed, in order,
 * once it can: on start, when the browser comes back online and when the sync socket reconnects.
 */
export function useContentQueue({ template, current, formatSoon, onRefused }: ContentQueueOptions) {
  const { data: user } = useCurrentUser()
  const userId = user?.id ?? null
  const client = useSyncClient()
  const { status } = useSyncState()
  const [waiting, setWaiting] = useState(0)
  const [isTranscribing, setIsTranscribing] = useState(false)
  const [isProcessingText, setIsProcessingText] = useState(false)
  const latest = useRef({ current, formatSoon, onRefused, client, template })
  latest.current = { current, formatSoon, onRefused, client, template }
  const draining = useRef<Promise<Outcome> | null>(null)

  const refreshWaiting = useCallback(async () => {
    if (userId) setWaiting((await workQueue.list(userId).catch(() => [])).length)
  }, [userId])

  /** Applies a change to the item's update: the open one, or another one opened just for this. */
  const changeUpdate = useCallback(async (updateId: string, change: (doc: Y.Doc, isCurrent: boolean) => void) => {
    const { current: shown, client: sync } = latest.current
    if (shown?.id === updateId) return change(shown.doc, true)
    if (!sync) throw new Error('Your account is still loading.')
    const opened = await sync.open(updateId)
    try {
      change(opened.doc, false)
    } finally {
      opened.release()
    }
  }, [])

  const processAudio = useCallback(
    async (item: Extract<QueuedWork, { kind: 'audio' }>) => {
      setIsTranscribing(true)
      try {
        const transcription = (await transcribeAudio(item.audio)).trim()
        if (!transcription) {
          toast({ title: 'Transcription failed', description: 'No speech was recognised in the recording.', variant: 'destructive' })
          return
        }
        await changeUpdate(item.updateId, (doc, isCurrent) => {
          addRecording(doc, {
            id: item.id,
            transcription,
            timestamp: item.createdAt,
            duration: item.duration,
            ...(item.sectionId && { assignedSection: item.sectionId }),
          })
          const { template: shownTemplate, formatSoon: format } = latest.current
          if (shownTemplate.updateType === 'weekly' && !item.sectionId) {
            toast({ title: 'Recording transcribed', description: 'Please select a section for this recording.' })
            return
          }
          toast({ title: 'Recording transcribed', description: 'Your recording has been converted to text.', variant: 'success' })
          if (!isCurrent) return
          if (item.sectionId) format(doc, [item.sectionId])
          // SPEC §4: a quick update's first recording is formatted at once. Once there are results, recording
          // starts a new update; formatting again here would replace typed results and edits.
          else if (shownTemplate.updateType === 'quick' && readEntries(doc).length === 0) format(doc)
        })
      } finally {
        setIsTranscribing(false)
      }
    },
    [changeUpdate],
  )

  const processTyped = useCallback(
    async (item: Extract<QueuedWork, { kind: 'text' }>) => {
      setIsProcessingText(true)
      try {
        const section = item.sectionId ? findSection(latest.current.template, item.sectionId) : undefined
        if (section) {
          const processed = await processText({ text: item.text, sectionId: section.id, sectionName: section.name })
          await changeUpdate(item.updateId, (doc, isCurrent) => {
            addRecording(doc, {
              id: item.id,
              transcription: processed.processedText,
              timestamp: item.createdAt,
              duration: 0,
              assignedSection: section.id,
            })
            toast({ title: 'Text Added', description: `Your text has been added to ${section.name}.`, variant: 'success' })
            if (isCurrent) latest.current.formatSoon(doc, [section.id])
          })
        } else {
          // SPEC §4: quick text goes straight to formatting; the result replaces the formatted sections.
          const formatted = await formatUpdate({ updateType: 'quick', transcription: item.text })
          await changeUpdate(item.updateId, (doc) => replaceAllEntries(doc, formatted, { typedText: item.text }))
          toast({ title: 'Update Formatted', description: 'Your text has been formatted into a Quick Update.', variant: 'success' })
        }
      } finally {
        setIsProcessingText(false)
      }
    },
    [changeUpdate],
  )

  const processItem = useCallback(
    async (item: QueuedWork): Promise<Outcome> => {
      try {
        if (item.kind === 'audio') await processAudio(item)
        else await processTyped(item)
      } catch (error) {
        if (isOffline(error)) return 'offline'
        if (isTransient(error)) return 'failed-keep'
        const message = userFacingMessage(error) ?? (error instanceof Error ? error.message : '')
        if (item.kind === 'audio') toast({ title: 'Transcription failed', description: message || 'Transcription failed', variant: 'destructive' })
        else toast({ title: 'Processing Failed', description: message || 'Failed to format your update', variant: 'destructive' })
        latest.current.onRefused?.(item)
      }
      // Done, or refused for good (the same request would be refused again).
      await workQueue.remove(item.id)
      return 'done'
    },
    [processAudio, processTyped],
  )

  /** Processes every waiting item in order; stops at the first that has to wait. */
  const drain = useCallback(async (): Promise<Outcome> => {
    if (!userId) return 'done'
    if (draining.current) return draining.current
    const run = (async (): Promise<Outcome> => {
      try {
        for (const item of await workQueue.list(userId)) {
          const outcome = await processItem(item)
          if (outcome !== 'done') return outcome
        }
        return 'done'
      } finally {
        draining.current = null
        await refreshWaiting()
      }
    })()
    draining.current = run
    return run
  }, [processItem, refreshWaiting, userId])

  /** Keeps the item safe first, then processes it (at once when online). */
  const enqueue = useCallback(
    async (item: NewWork) => {
      if (!userId) throw new Error('Your account is still loading.')
      await workQueue.add({ ...item, userId } as QueuedWork)
      await refreshWaiting()
      // Another run may be going on: wait for it, then make sure this item got its turn.
      await draining.current
      const outcome = await drain()
      if (outcome === 'offline') {
        toast({
          title: 'Saved offline',
          description:
            item.kind === 'audio'
              ? 'Your recording will be transcribed when the connection is back.'
              : 'Your text will be added when the connection is back.',
        })
      }
    },
    [drain, refreshWaiting, userId],
  )

  useEffect(() => {
    if (!client || status !== 'online') return
    void drain()
  }, [client, drain, status])

  useEffect(() => {
    const online = () => void drain()
    window.addEventListener('online', online)
    void refreshWaiting()
    return () => window.removeEventListener('online', online)
  }, [drain, refreshWaiting])

  return { enqueue, waiting, isTranscribing, isProcessingText }
}
