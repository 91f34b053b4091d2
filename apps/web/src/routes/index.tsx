import { createFileRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router'
import { currentUserQuery } from '../api/auth-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { PageSpinner } from '../components/spinner/index.ts'
import { LandingPage } from './-components/landing-page/index.ts'

// A chunk of its own: the app's frame and menus load for signed-in users only, never with the landing page.
const SignedInHome = lazyRouteComponent(() => import('./-components/signed-in-home/index.ts'), 'SignedInHome')

/** SPEC §2: '/' is the update-type chooser when signed in, the landing page otherwise. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  pendingComponent: () => <PageSpinner />,
  component: Home,
})

function Home() {
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return <LandingPage navigate={(to) => void navigate({ to })} />
  return <SignedInHome user={user} />
}
