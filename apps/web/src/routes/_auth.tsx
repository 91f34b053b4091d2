import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '../api/auth-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { startAsRememberedUser } from '../auth/remembered-sign-in.ts'
import { AppChrome } from '../components/app-chrome/index.ts'
import { PageSpinner } from '../components/spinner/index.ts'
import { ShortcutsHelp } from '../shortcuts/index.ts'
import { SyncProvider } from '../sync/sync-provider.tsx'
import { userClients } from '../sync/user-clients.ts'

/** Every protected screen: a spinner while the user loads, /login for visitors (SPEC §2). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context }) => {
    const user = startAsRememberedUser(context.queryClient, context.onSessionEnded)
      ? context.queryClient.getQueryData(currentUserQuery.queryKey)
      : await context.queryClient.ensureQueryData(currentUserQuery)
    if (!user) throw redirect({ to: '/login' })
    // The socket and the user's copies open now, beside the screen's code loading (issue 18); in a
    // chunk of their own, as this runs in the bundle every page loads.
    import('../sync/user-clients.ts').then(
      (clients) => clients.userClients(user.id, context.onSessionEnded),
      // The layout loads the same code and says what failed.
      () => {},
    )
  },
  pendingComponent: () => <PageSpinner label="Loading your account" />,
  pendingMs: 0,
  // Not the router's default half second: a reload of a signed-in screen goes on the moment the
  // account and the screen's code are here (issue 18), rather than holding a spinner that long.
  pendingMinMs: 0,
  component: SignedInLayout,
})

function SignedInLayout() {
  const { data: user } = useCurrentUser()
  const { onSessionEnded } = Route.useRouteContext()
  // Between signing out and leaving the page the user is already gone.
  if (!user) return <PageSpinner label="Signing out" />
  return (
    <SyncProvider clients={userClients(user.id, onSessionEnded)}>
      <AppChrome user={user}>
        <Outlet />
        <ShortcutsHelp />
      </AppChrome>
    </SyncProvider>
  )
}
