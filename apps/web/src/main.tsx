import './zod-config.ts'
import { STATUS_MESSAGES } from '@sayso/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { switchUser } from './auth/auth-hooks.ts'
import { registerServiceWorker } from './offline/register-service-worker.ts'
import { createAppRouter } from './router.ts'
import { toast } from './toasts/toast-store.ts'
// The component library's stylesheet first, so the app's own tokens and rules win where they differ.
import '@sayso/recorder-ui/styles.css'
import './styles/global.css'

const queryClient = createQueryClient({
  onSessionEnded: () => {
    switchUser(queryClient, null)
    toast({ title: STATUS_MESSAGES[401], variant: 'destructive' })
    void router.navigate({ to: '/login' })
  },
})
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()
