import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router'
import { useBrowserSupportNotice } from '../browser-support/browser-support.ts'
import { ErrorScreen } from '../components/error-screen/index.ts'
import { TooltipProvider } from '../components/icon-button/index.ts'
import { useConnectionToasts } from '../connection/use-connection-toasts.ts'
import type { RouterContext } from '../router.ts'
import { Toaster } from '../toasts/toaster/index.ts'
import { NotFoundPage } from './-components/not-found-page/index.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

function RootLayout() {
  useConnectionToasts()
  useBrowserSupportNotice()
  return (
    <TooltipProvider>
      <Outlet />
      <Toaster />
    </TooltipProvider>
  )
}

function RootError({ reset }: { reset: () => void }) {
  const router = useRouter()
  return (
    <>
      <ErrorScreen
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
        onGoHome={() => {
          reset()
          void router.navigate({ to: '/app' })
        }}
      />
      <Toaster />
    </>
  )
}
