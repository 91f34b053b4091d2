export { EmptyUpdates } from './empty-updates.tsx'
