export * from './sync-client.ts'
export type { LiveUpdateList, UpdateListItem, UpdateListSnapshot } from './live-update-list.ts'
export { clearLocalData, localDatabaseName } from './local-store.ts'
