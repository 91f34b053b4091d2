import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
  /** The server ended the session (a read's 401, the sync socket's close): sign out here too. */
  onSessionEnded: () => void
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Route data comes from TanStack Query, which has its own cache rules (SPEC §9).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
