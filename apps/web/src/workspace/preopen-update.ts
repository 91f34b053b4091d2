import type { UpdateType } from '@sayso/shared'
import { currentUserQuery } from '../api/auth-api.ts'
import type { RouterContext } from '../router.ts'

/**
 * A workspace route's loader: opens the update's copy on this device while the screen's code loads
 * and the layout renders, so that a reload paints the update sooner (issue 18); the screen then finds
 * the same controller. The clients load as a chunk of their own: a route's loader is in the bundle
 * every page loads, the landing page too, which ships no sync code.
 */
export function preopenUpdate(context: RouterContext, updateType: UpdateType, updateId: string | undefined): void {
  const user = context.queryClient.getQueryData(currentUserQuery.queryKey)
  if (!user || !updateId) return
  import('../sync/user-clients.ts').then(
    ({ userClients }) => userClients(user.id, context.onSessionEnded).workspaces.preopen(updateType, updateId),
    // The screen loads the same code and says what failed.
    () => {},
  )
}
