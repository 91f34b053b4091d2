import type { Extension } from '@hocuspocus/server'
import { ownerOfUpdateList } from '@sayso/update-doc'
import type { Logger } from '../logger.ts'
import type { UpdateDocumentsService } from '../services/update-documents-service.ts'
import type { UpdateListsService } from '../services/update-lists-service.ts'
import { createStoreBatcher } from './store-batcher.ts'
import type { UpdateJournal } from './update-journal.ts'

export interface PersistenceDeps {
  documents: UpdateDocumentsService
  lists: UpdateListsService
  journal: UpdateJournal
  logger: Logger
  /** True once shutdown has stored everything itself: later stores are skipped. */
  stopped: () => boolean
}

export const isUpdateList = (name: string) => ownerOfUpdateList(name) !== null

/**
 * Where documents are loaded from and stored to: the app's database, through the services. An
 * extension beside the Redis one (collab/document-relay.ts), which runs first and lets one instance
 * at a time store a document; the stores merge with what other instances wrote (update-documents-service.ts).
 */
export function createPersistenceExtension(deps: PersistenceDeps): Extension {
  const { documents, lists, logger } = deps
  const stores = createStoreBatcher(async (batch) =>
    deps.stopped() ? new Map() : deps.journal.storeAll(batch, documents.persistAll),
  )
  return {
    extensionName: 'sayso-persistence',
    async beforeSync({ connection, documentName, type, payload }) {
      deps.journal.record(connection, documentName, type, payload)
    },
    async onLoadDocument({ documentName, document }) {
      if (isUpdateList(documentName)) await lists.load(documentName, document)
      else await documents.load(documentName, document)
    },
    async onChange({ documentName, document, connection }) {
      // A device's first edits make a new update: it is listed now, not after the store debounce.
      if (!connection || isUpdateList(documentName)) return
      try {
        await documents.listIfNew(documentName, document)
      } catch (error) {
        // The debounced store tries again; Hocuspocus does not await this hook, so nothing may escape it.
        logger.error('sync: could not list a new update', { document: documentName, error: String(error) })
      }
    },
    async onStoreDocument({ documentName, document }) {
      if (!isUpdateList(documentName)) return stores.store(documentName, document)
      if (!deps.stopped()) await lists.persist(documentName, document)
    },
  }
}
