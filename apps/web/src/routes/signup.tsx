import { Link, createFileRoute, redirect } from '@tanstack/react-router'
import { currentUserQuery } from '../api/auth-api.ts'
import { usePageTitle } from '../hooks/use-page-title.ts'
import { AuthLayout } from './-components/auth-layout/index.ts'
import { SignupForm } from './-components/signup-form/index.ts'

export const Route = createFileRoute('/signup')({
  // Someone already signed in has nothing to do here.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(currentUserQuery)) throw redirect({ to: '/' })
  },
  component: Signup,
})

function Signup() {
  usePageTitle('Try it now')
  return (
    <AuthLayout
      title="Try it now"
      description="Create your account and write your first update in minutes."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  )
}
