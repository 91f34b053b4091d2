import './zod-config.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { endSessionLocally } from './auth/auth-hooks.ts'
import { registerServiceWorker } from './offline/register-service-worker.ts'
import { createAppRouter } from './router.ts'
// The component library's stylesheet first, so the app's own tokens and rules win where they differ.
import '@sayso/recorder-ui/styles.css'
import './styles/global.css'

const onSessionEnded = () => endSessionLocally(queryClient, () => void router.navigate({ to: '/login' }))
const queryClient = createQueryClient({ onSessionEnded })
const router = createAppRouter({ queryClient, onSessionEnded })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

registerServiceWorker()
