import { createFileRoute } from '@tanstack/react-router'
import { currentUserQuery } from '../api/auth-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { AppChrome } from '../components/app-chrome/index.ts'
import { PageSpinner } from '../components/spinner/index.ts'
import { UpdateTypeChooser } from '../components/update-type-chooser/index.ts'
import { usePageTitle } from '../hooks/use-page-title.ts'
import { LandingPage } from './-components/landing-page/index.ts'

/** SPEC §2: '/' is the update-type chooser when signed in, the landing page otherwise. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  pendingComponent: () => <PageSpinner />,
  component: Home,
})

function Home() {
  const { data: user } = useCurrentUser()
  if (!user) return <LandingPage />
  return (
    <AppChrome user={user}>
      <SignedInHome />
    </AppChrome>
  )
}

function SignedInHome() {
  usePageTitle('New Update')
  return <UpdateTypeChooser />
}
