import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { logout } from '../api/auth-api.ts'
import { useForgetDeviceData } from '../sync/use-forget-device-data.ts'
import { toast } from '../toasts/toast-store.ts'
import { expectSessionEnd, switchUser } from './auth-hooks.ts'

// SPEC §2: logout goes to '/' after 100 ms.
export const POST_LOGOUT_REDIRECT_MS = 100

/**
 * Signs out; even when the server cannot be reached the client forgets the user and goes home (SPEC §4).
 * Kept apart from auth-hooks.ts because it clears the sync client's data: only the signed-in app may pull
 * in sync and Yjs, so the landing page, login and signup load without them.
 */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const forgetDeviceData = useForgetDeviceData()
  return useMutation({
    mutationFn: () => logout(),
    onMutate: expectSessionEnd,
    onSettled: (_data, error) => {
      if (!error) toast({ title: 'Logged out', description: 'See you next time!' })
      void forgetDeviceData()
      setTimeout(() => {
        switchUser(queryClient, null)
        void navigate({ to: '/' })
      }, POST_LOGOUT_REDIRECT_MS)
    },
  })
}
