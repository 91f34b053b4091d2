import { Outlet, createRootRouteWithContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { reportClientError } from '../api/client-errors-api.ts'
import { ErrorScreen } from '../components/error-screen/index.ts'
import type { RouterContext } from '../router.ts'
import { Toaster } from '../toasts/toaster/index.ts'
import { GlobalNotices } from '../toasts/global-notices.tsx'
import { NotFoundPage } from './-components/not-found-page/index.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <GlobalNotices />
    </>
  )
}

function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const path = router.state.location.pathname
  useEffect(() => reportClientError(error, path), [error, path])
  return (
    <>
      <ErrorScreen
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
        onGoHome={() => {
          reset()
          void router.navigate({ to: '/app/{-$updateId}', params: { updateId: undefined } })
        }}
      />
      <Toaster />
    </>
  )
}
