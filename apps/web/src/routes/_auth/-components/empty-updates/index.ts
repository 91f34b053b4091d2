export { EmptyUpdates } from './empty-updates.tsx'
export { NoMatchingUpdates } from './no-matching-updates.tsx'
