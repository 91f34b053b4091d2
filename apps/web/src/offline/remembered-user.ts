/** Where offline/last-user.ts keeps the user last signed in on this device. */
export const LAST_USER_KEY = 'sayso-last-user'

/**
 * Whether someone has signed in on this device and not signed out, without reading who (which needs the
 * user schema, and with it zod: not for the landing page's first paint).
 */
export function hasRememberedUser(): boolean {
  try {
    return localStorage.getItem(LAST_USER_KEY) !== null
  } catch {
    return false
  }
}

/** The server says nobody is signed in: the device no longer opens offline as the last user. */
export function forgetRememberedUser(): void {
  try {
    localStorage.removeItem(LAST_USER_KEY)
  } catch {
    // Storage disabled: nothing was remembered.
  }
}
