import * as RadixToast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { TOAST_DURATION_MS, currentToast, dismissToast, subscribeToToasts } from '../toast-store.ts'
import styles from './toaster.module.css'

/** The notification region: F8 focuses it, a toast closes after 5 s or when swiped 50 px right (SPEC §9). */
export function Toaster() {
  const shown = useSyncExternalStore(subscribeToToasts, currentToast)
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {shown && (
        <RadixToast.Root
          key={shown.id}
          className={styles.toast}
          data-variant={shown.variant ?? 'default'}
          type={shown.variant === 'destructive' ? 'foreground' : 'background'}
          open={shown.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(shown.id)
          }}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{shown.title}</RadixToast.Title>
            {shown.description && (
              <RadixToast.Description className={styles.description}>{shown.description}</RadixToast.Description>
            )}
          </div>
          {shown.action && (
            <RadixToast.Action
              className={styles.action}
              altText={`${shown.action.label} (Ctrl+Z)`}
              onClick={shown.action.onAction}
            >
              {shown.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
            <X size={16} aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  )
}
