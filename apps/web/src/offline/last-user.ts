import { userSchema, type User } from '@sayso/shared'
import { LAST_USER_KEY as KEY } from './remembered-user.ts'

/**
 * The user last signed in on this device, so that the app opens offline (SPEC: work keeps going with
 * no connection). Only who they are is kept, never a credential: the server still checks the session
 * cookie on every request and sync once the connection is back.
 */
export function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user))
    else localStorage.removeItem(KEY)
  } catch {
    // Storage disabled: the app only opens online.
  }
}

export function lastKnownUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
