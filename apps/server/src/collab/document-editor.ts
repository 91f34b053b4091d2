import type { Hocuspocus } from '@hocuspocus/server'
import { UPDATE_DELETED_SIGNAL } from '@sayso/update-doc'
import type { UpdateDocumentsService } from '../services/update-documents-service.ts'
import type { UpdateDocuments } from '../services/updates-service.ts'
import type { SocketOwner } from './socket-registry.ts'

/** REST writes as server-side edits of the live document (a Hocuspocus direct connection). */
export function createDocumentEditor(
  hocuspocus: Hocuspocus<SocketOwner>,
  documents: UpdateDocumentsService,
): UpdateDocuments {
  return {
    async edit(id, ownerId, change) {
      if (!(await documents.claimForRest(ownerId, id))) return false
      const connection = await hocuspocus.openDirectConnection(id, { userId: ownerId, sessionId: 'server' })
      try {
        await connection.transact((doc) => change(doc))
        // Stored here rather than by the disconnect's hook so a failure reaches the request.
        await documents.persist(id, connection.document!, { touch: true })
      } finally {
        await connection.disconnect()
      }
      return true
    },
    async remove(id, ownerId) {
      await documents.deleteForever(id, ownerId)
      const live = hocuspocus.documents.get(id)
      if (!live) return
      live.broadcastStateless(UPDATE_DELETED_SIGNAL)
      hocuspocus.closeConnections(id)
    },
    namesOwnedBy: (ownerId) => documents.namesOwnedBy(ownerId),
  }
}
