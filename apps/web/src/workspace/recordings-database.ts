/**
 * The IndexedDB database that keeps a user's recordings in progress (crash recovery): one per user,
 * so a shared computer never offers one user's audio to the next, and it is deleted at sign-out.
 */
export function recordingsDatabase(userId: string): string {
  return `sayso-recorder:${userId}`
}
