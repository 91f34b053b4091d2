import './zod-config.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { currentUserQuery } from './api/auth-api.ts'
import { createQueryClient } from './api/query-client.ts'
import { endSessionLocally } from './auth/auth-hooks.ts'
import { rememberUser } from './offline/last-user.ts'
import { createAppRouter } from './router.ts'

/**
 * The app with its router and data cache, loaded by main.tsx for everything but a visitor's landing page.
 * `visitor`: the server just said nobody is signed in, so the first screen need not ask again.
 */
export function startApp(root: Root, { visitor }: { visitor: boolean }): void {
  const onSessionEnded = () => endSessionLocally(queryClient, () => void router.navigate({ to: '/login' }))
  const queryClient = createQueryClient({ onSessionEnded })
  const router = createAppRouter({ queryClient, onSessionEnded })
  if (visitor) {
    rememberUser(null)
    queryClient.setQueryData(currentUserQuery.queryKey, null)
  }
  // The router starts on the address now, beside React's first render rather than after it: a reload of
  // an update's address loads the screen's code and opens the update's copy on this device that much
  // sooner (issue 18). Its provider then finds the load under way and does not start another.
  void router.load()
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
