import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery, fetchCurrentUser } from '../api/auth-api.ts'
import { lastKnownUser } from '../offline/last-user.ts'

/**
 * A signed-in screen loaded afresh (a reload, an address opened) starts at once as the user last
 * signed in on this device — who the app opens as offline too — while the server is asked, so the
 * update's copy on this device opens beside the signed-in check instead of after it (issue 18). Only
 * who they are was remembered, never a credential: every request and the sync socket still carry the
 * session cookie, and when the server answers that nobody is signed in, `onSignedOut` ends the session
 * here as any 401 does. Returns false when there is nobody to start as (the server must be asked first).
 */
export function startAsRememberedUser(queryClient: QueryClient, onSignedOut: () => void): boolean {
  if (queryClient.getQueryData(currentUserQuery.queryKey) !== undefined) return false
  const remembered = lastKnownUser()
  if (!remembered) return false
  queryClient.setQueryData(currentUserQuery.queryKey, remembered)
  fetchCurrentUser().then(
    (user) => {
      if (user) queryClient.setQueryData(currentUserQuery.queryKey, user)
      else onSignedOut()
    },
    // The server failed to answer: the session is neither confirmed nor ended, as when offline.
    () => {},
  )
  return true
}
