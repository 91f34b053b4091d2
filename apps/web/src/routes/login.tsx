import { Link, createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '../api/auth-api.ts'
import { usePageTitle } from '../hooks/use-page-title.ts'
import { AuthLayout } from './-components/auth-layout/index.ts'
import { LoginForm } from './-components/login-form/index.ts'

export const Route = createFileRoute('/login')({
  // Someone already signed in has nothing to do here.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(currentUserQuery)) throw redirect({ to: '/' })
  },
  component: Login,
})

function Login() {
  usePageTitle('Sign in')
  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to keep turning your notes into updates."
      footer={
        <>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  )
}
