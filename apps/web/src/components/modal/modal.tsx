import { useEffect, useRef, type ReactNode } from 'react'
import styles from './modal.module.css'

interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Id of the element that names the dialog. */
  labelledBy: string
  /** Default 'center': a dialog; 'left' slides in from the left edge as a side sheet. */
  placement?: 'center' | 'left'
  /** Whether Escape and backdrop clicks close it. Default true; false while an action runs. */
  dismissible?: boolean
  className?: string
  children: ReactNode
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape and
 * returns focus, all without the injected <style> tags our CSP forbids.
 */
export function Modal({ open, onOpenChange, labelledBy, placement = 'center', dismissible = true, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={[styles.modal, styles[placement], className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      onClose={() => onOpenChange(false)}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (dismissible && event.target === event.currentTarget) onOpenChange(false)
      }}
    >
      {open && <div className={styles.content}>{children}</div>}
    </dialog>
  )
}
