import { useBrowserSupportNotice } from '../browser-support/browser-support.ts'
import { useConnectionToasts } from '../connection/use-connection-toasts.ts'
import { DeferredToaster } from './deferred-toaster.tsx'

/**
 * What every screen tells: connection changes, slow responses and browser support, in the toast region.
 * The landing page loads the region only for a toast (issue 18: a visitor who gets none downloads none).
 */
export function GlobalNotices({ toasterWhenFirstToast = false }: { toasterWhenFirstToast?: boolean }) {
  useConnectionToasts()
  useBrowserSupportNotice()
  return <DeferredToaster whenFirstToast={toasterWhenFirstToast} />
}
