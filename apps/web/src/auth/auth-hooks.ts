import { PRODUCT_NAME, STATUS_MESSAGES, type LoginRequest, type RegisterRequest, type User } from '@sayso/shared'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { userFacingMessage } from '../api/api-client.ts'
import { currentUserQuery, login, register } from '../api/auth-api.ts'
import { toast } from '../toasts/toast-store.ts'
import { loginFailureMessage } from './login-failure.ts'
import { rememberUser } from '../offline/last-user.ts'
import { clearWorkspaceSession } from '../workspace-session/workspace-session.ts'

export function useCurrentUser() {
  return useQuery(currentUserQuery)
}

// Signing out in this tab ends its session on the server, which closes this tab's sync socket too:
// that close is expected, not a session ended elsewhere.
let endingSessionHere = false

/** Logout or account deletion started in this tab. */
export function expectSessionEnd(): void {
  endingSessionHere = true
}

/** The account deletion failed: the session goes on. */
export function cancelExpectedSessionEnd(): void {
  endingSessionHere = false
}

/**
 * The server ended this session behind the tab's back (expired, signed out in another tab, account
 * deleted on another device): the tab signs out too, says so and offers the login page. Reported by a
 * read's 401 and by the sync socket's close, possibly both: the first one acts.
 */
export function endSessionLocally(queryClient: QueryClient, goToLogin: () => void): void {
  if (endingSessionHere || !queryClient.getQueryData(currentUserQuery.queryKey)) return
  switchUser(queryClient, null)
  toast({ title: STATUS_MESSAGES[401], variant: 'destructive' })
  goToLogin()
}

/** Who is signed in changed: the workspace session and every cached read belong to the previous user. */
export function switchUser(queryClient: QueryClient, user: User | null): void {
  endingSessionHere = false
  clearWorkspaceSession()
  rememberUser(user)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] })
  queryClient.setQueryData(currentUserQuery.queryKey, user)
}

export function useRegister() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    onSuccess: async (user) => {
      switchUser(queryClient, user)
      toast({
        title: 'Success!',
        description: `Account created successfully. Welcome to ${PRODUCT_NAME}!`,
        variant: 'success',
      })
      await navigate({ to: '/' })
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: userFacingMessage(error) ?? 'Please try again',
        variant: 'destructive',
      })
    },
  })
}

export function useLogin() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: async (user) => {
      switchUser(queryClient, user)
      toast({ title: 'Welcome back!', description: 'Successfully logged in', variant: 'success' })
      await navigate({ to: '/' })
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: loginFailureMessage(error),
        variant: 'destructive',
      })
    },
  })
}
