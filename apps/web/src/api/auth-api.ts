import { userSchema, type LoginRequest, type RegisterRequest, type User } from '@sayso/shared'
import { queryOptions } from '@tanstack/react-query'
import { lastKnownUser, rememberUser } from '../offline/last-user.ts'
import { NetworkError, request } from './api-client.ts'

// SPEC §7: cached 5 minutes, never retried, not refetched on focus; 401 means nobody is signed in.
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => fetchCurrentUser(),
  staleTime: 300_000,
  retry: false,
  refetchOnWindowFocus: false,
})

/** Who is signed in, as the server says (null on 401); offline, the user last signed in on this device. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const user = await request('GET', '/api/auth/user', { schema: userSchema, nullOn401: true })
    rememberUser(user)
    return user
  } catch (error) {
    // The request never reached the server (offline): the user of this device works on offline, and
    // a device nobody is signed in on shows the signed-out pages (they say they are offline).
    if (error instanceof NetworkError) return lastKnownUser()
    throw error
  }
}

export const register = (body: RegisterRequest): Promise<User> =>
  request('POST', '/api/auth/register', { body, schema: userSchema })

export const login = (body: LoginRequest): Promise<User> =>
  request('POST', '/api/auth/login', { body, schema: userSchema })

export const logout = (): Promise<void> => request('POST', '/api/auth/logout')
