import type { DocumentLogRepository } from './document-log-repository.ts'
import type { DocumentsRepository } from './documents-repository.ts'
import type { SessionsRepository } from './sessions-repository.ts'
import type { UpdateListsRepository } from './update-lists-repository.ts'
import type { UpdatesRepository } from './updates-repository.ts'
import type { UsersRepository } from './users-repository.ts'
import type { VocabularyRepository } from './vocabulary-repository.ts'

/** Every repository, over one connection or one transaction. */
export interface Repositories {
  users: UsersRepository
  sessions: SessionsRepository
  updates: UpdatesRepository
  documents: DocumentsRepository
  documentLog: DocumentLogRepository
  updateLists: UpdateListsRepository
  vocabulary: VocabularyRepository
}

/** The repositories inside a transaction, which can also set a part of its work apart. */
export interface TransactionRepositories extends Repositories {
  /**
   * Runs `work` in a savepoint: when it throws, only its own writes are rolled back, and the
   * transaction goes on (the error is rethrown to the caller, who decides).
   */
  savepoint<T>(work: (repos: Repositories) => Promise<T>): Promise<T>
}

/**
 * The transaction port services are given instead of a database: `repos` writes each change at
 * once; `transaction` runs `work` in one transaction that commits when it resolves and rolls back
 * when it throws. Inside `work`, use only the repositories it is given (on SQLite, anything else
 * waits for the transaction to end, which waits for `work`).
 */
export interface DataStore {
  repos: Repositories
  transaction<T>(work: (repos: TransactionRepositories) => Promise<T>, options?: TransactionOptions): Promise<T>
}

export interface TransactionOptions {
  /**
   * False: the commit returns before the disk has it (SQLite synchronous=NORMAL, PostgreSQL
   * synchronous_commit=off); default true. Only for writes whose content is already durable
   * elsewhere (document state folding the update log in): a crash of the process loses nothing, a
   * crash of the machine can lose the commit whole (its log entries then stay: the table's are cleared
   * in it, the SQLite log file's only after it is synced), and both databases write their journals
   * in order, so the next durable commit makes it durable too.
   */
  waitForDisk?: boolean
}
