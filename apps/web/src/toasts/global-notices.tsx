import { useBrowserSupportNotice } from '../browser-support/browser-support.ts'
import { useConnectionToasts } from '../connection/use-connection-toasts.ts'
import { Toaster } from './toaster/index.ts'

/** What every screen tells: connection changes, slow responses and browser support, in the toast region. */
export function GlobalNotices() {
  useConnectionToasts()
  useBrowserSupportNotice()
  return <Toaster />
}
