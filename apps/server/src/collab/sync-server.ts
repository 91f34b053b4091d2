import http from 'node:http'
import type { Duplex } from 'node:stream'
import { Hocuspocus, type Extension, type WebSocketLike } from '@hocuspocus/server'
import { OPEN_EXISTING_TOKEN, SESSION_ENDED_CLOSE_CODE } from '@sayso/update-doc'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { Logger } from '../logger.ts'
import type { SessionRevocations } from '../services/session-revocations.ts'
import type { SessionStore } from '../services/session-store.ts'
import { DocumentRefusedError, type UpdateDocumentsService } from '../services/update-documents-service.ts'
import type { UpdateListsService } from '../services/update-lists-service.ts'
import type { UpdateDocuments } from '../services/updates-service.ts'
import { coalesceWrites } from './coalesced-writes.ts'
import { createDocumentEditor } from './document-editor.ts'
import { findMessageProblem } from './message-guard.ts'
import { createPersistenceExtension, isUpdateList } from './persistence-extension.ts'
import { createSessionExpiryTimer } from './session-expiry-timer.ts'
import { createSocketRegistry, type SocketOwner } from './socket-registry.ts'
import type { UpdateJournal } from './update-journal.ts'
import { createUpdateListPublisher } from './update-list-publisher.ts'
import type { UpgradeVerdict } from './upgrade-auth.ts'

export interface SyncServerDeps {
  /** Decides on each upgrade request before the handshake (see upgrade-auth.ts). */
  authenticateUpgrade: (request: http.IncomingMessage) => Promise<UpgradeVerdict>
  documents: UpdateDocumentsService
  /** Relays document changes to the other instances (document-relay.ts); null when this one is alone. */
  relay: Extension | null
  /** Logs each incoming update durably before Hocuspocus's acknowledgement goes out. */
  journal: UpdateJournal
  /** Each user's live list of updates, a read-only document beside the updates (issue 13). */
  lists: UpdateListsService
  revocations: SessionRevocations
  sessionStore: SessionStore
  logger: Logger
  /** Quiet time after the last edit before a document is stored (Hocuspocus `debounce`). */
  storeDebounceMs: number
  /** Frames larger than this close their socket with 1009. */
  maxMessageBytes: number
  /** The clock sessions expire by (the session store's). */
  now: () => number
}

// Expiring sessions close their sockets on time (session-expiry-timer.ts); this sweep also closes
// those of sessions that ended where no announcement reached this instance (Redis down).
const SESSION_SWEEP_MS = 30_000
const MALFORMED_CLOSE_CODE = 1007
const RESTART_CLOSE_CODE = 1012

/**
 * The Hocuspocus sync server on the app's own HTTP port (`upgrade` on SYNC_PATH): authenticated
 * by the session cookie, every document checked against its owner, every frame checked before
 * Yjs sees it, and stores written into the app's database.
 */
export function createSyncServer(deps: SyncServerDeps) {
  const { documents, lists, logger } = deps
  const registry = createSocketRegistry()
  let stopping = false
  let stopped = false

  const hocuspocus = new Hocuspocus<SocketOwner>({
    quiet: true,
    // Sockets are already signed in at the upgrade, so a device may open all its updates at once
    // (Hocuspocus's default of 100 documents awaiting authentication would drop the socket).
    maxPendingDocuments: 1000,
    debounce: deps.storeDebounceMs,
    maxDebounce: deps.storeDebounceMs * 5,
    // The relay (when instances share Redis) first: it lets one instance at a time store a document.
    extensions: [
      ...(deps.relay ? [deps.relay] : []),
      createPersistenceExtension({ documents, lists, journal: deps.journal, logger, stopped: () => stopped }),
    ],
    async onAuthenticate({ context, documentName, connectionConfig, token }) {
      try {
        const access = isUpdateList(documentName)
          ? await lists.authorize(context.userId, documentName)
          : await documents.authorize(context.userId, documentName, { mustExist: token === OPEN_EXISTING_TOKEN })
        if (access.readOnly) connectionConfig.readOnly = true
      } catch (error) {
        if (!(error instanceof DocumentRefusedError)) throw error
        logger.warn('sync: document refused', { userId: context.userId, document: documentName, reason: error.reason })
        throw error // Hocuspocus sends `error.reason` to the device as the permission-denied reason
      }
    },
    async connected({ connection, documentName, instance }) {
      // A device joining in the instant its document unloads (the last device left) can be attached to
      // the unloaded copy, which nobody else sees: Hocuspocus 4.7 checks for connections before it adds
      // the new one. That device reconnects, and so syncs with the document as loaded again.
      if (instance.documents.get(documentName) === connection.document) return
      logger.warn('sync: device joined a document as it unloaded, reconnecting it', { document: documentName })
      ;(connection.webSocket as unknown as WebSocket).close(RESTART_CLOSE_CODE, 'Document reloaded')
    },
  })
  const listPublisher = createUpdateListPublisher(hocuspocus, lists, logger)
  documents.onIndexChanged((ownerId, updateId) => listPublisher.changed(ownerId, updateId))

  const closeSession = (sessionId: string) =>
    registry.closeSession(sessionId, SESSION_ENDED_CLOSE_CODE, 'Session ended')
  const expiries = createSessionExpiryTimer({
    sessionStore: deps.sessionStore,
    openSessions: registry.sessionIds,
    close: closeSession,
    now: deps.now,
    logger,
  })

  const wss = new WebSocketServer({ noServer: true, maxPayload: deps.maxMessageBytes, perMessageDeflate: false })

  function attach(socket: WebSocket, request: http.IncomingMessage, owner: SocketOwner): void {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      // The cookie stays out of Hocuspocus's hooks and logs: the context already says who this is.
      if (name !== 'cookie' && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const connection = hocuspocus.handleConnection(
      socket as unknown as WebSocketLike,
      new Request(`http://localhost${request.url ?? '/'}`, { headers }),
      owner,
    )
    registry.add(socket, owner)
    void expiries.watch(owner.sessionId)
    let refused = false
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (refused || stopping) return // while stopping, devices resend whatever was not acknowledged
      const frame = toBytes(data)
      const problem = isBinary ? findMessageProblem(frame) : 'text frame'
      if (problem) {
        refused = true
        logger.warn('sync: malformed message, socket closed', { userId: owner.userId, problem })
        socket.close(MALFORMED_CLOSE_CODE, 'Malformed message')
        setTimeout(() => socket.terminate(), 1000).unref()
        return
      }
      connection.handleMessage(frame)
    })
    socket.on('close', (code: number, reason: Buffer) => {
      registry.remove(socket)
      connection.handleClose({ code, reason: reason.toString() })
    })
    socket.on('error', (error: Error) => {
      // ws closes the socket itself (1009 for an oversized frame); this only records why.
      logger.warn('sync: socket error', { userId: owner.userId, error: error.message })
    })
  }

  async function handleUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy())
    const verdict: UpgradeVerdict = stopping
      ? { ok: false, status: 503, message: 'Server restarting' }
      : await deps.authenticateUpgrade(request)
    if (!verdict.ok) {
      if (verdict.status !== 404)
        logger.warn('sync: upgrade refused', { status: verdict.status, origin: request.headers.origin })
      const body = `${verdict.message}\n`
      socket.end(
        `HTTP/1.1 ${verdict.status} ${http.STATUS_CODES[verdict.status]}\r\nConnection: close\r\n` +
          `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      coalesceWrites(ws, socket)
      attach(ws, request, verdict.owner)
    })
  }

  deps.revocations.subscribe((revocation) => {
    const closed =
      'sessionId' in revocation
        ? closeSession(revocation.sessionId)
        : registry.closeUser(revocation.userId, SESSION_ENDED_CLOSE_CODE, 'Session ended')
    if (closed > 0) logger.info('sync: sockets of an ended session closed', { closed })
  })

  const sweep = setInterval(async () => {
    for (const sessionId of registry.sessionIds()) {
      if (!(await deps.sessionStore.get(sessionId))) closeSession(sessionId)
    }
  }, SESSION_SWEEP_MS)
  sweep.unref()

  return {
    handleUpgrade,
    /** REST writes go through these documents. */
    updateDocuments: createDocumentEditor(hocuspocus, documents) satisfies UpdateDocuments,
    /**
     * Closes every socket (devices reconnect to the next server) and stores every loaded document
     * once nothing more can change it, so everything acknowledged is on disk before the database closes.
     */
    async shutdown(): Promise<void> {
      stopping = true
      clearInterval(sweep)
      expiries.stop()
      registry.closeAll(RESTART_CLOSE_CODE, 'Server restarting')
      const deadline = Date.now() + 2000
      while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      for (const client of wss.clients) client.terminate()
      await deps.journal.close()
      await listPublisher.stop()
      const loaded = [...hocuspocus.documents.values()].filter((document) => !document.isLoading)
      await deps.journal.storeAll(
        new Map(loaded.filter((document) => !isUpdateList(document.name)).map((document) => [document.name, document])),
        documents.persistAll,
      )
      for (const document of loaded.filter((document) => isUpdateList(document.name)))
        await lists.persist(document.name, document)
      stopped = true
      await deps.relay?.onDestroy?.({ instance: hocuspocus })
      wss.close()
    },
  }
}

export type SyncServer = ReturnType<typeof createSyncServer>

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  return data instanceof ArrayBuffer
    ? new Uint8Array(data)
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
}
