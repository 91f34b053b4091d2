export * from './sync-client.ts'
export { clearLocalData, localDatabaseName } from './local-store.ts'
