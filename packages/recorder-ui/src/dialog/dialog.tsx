// Dialogs and sheets on the native <dialog> element: showModal() traps focus (the rest of the page is
// inert), Escape closes and focus returns to where it was, all without injecting <style> tags, which a
// host with a strict CSP (`style-src 'self'`) would block.
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { classNames } from '../internal/class-names.js'
import { composeEventHandlers } from '../internal/compose-event-handlers.js'
import { CloseIcon } from '../internal/icons.js'
import { useControllableState } from '../internal/use-controllable-state.js'
import { useSheetDrag } from './sheet-drag.js'

interface DialogContextValue {
  open: boolean
  setOpen: (open: boolean) => void
  titleId: string
  descriptionId: string
  hasDescription: boolean
  setHasDescription: (present: boolean) => void
}

const DialogContext = createContext<DialogContextValue | null>(null)

function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext)
  if (!context) throw new Error(`<${part}> must be used inside <Dialog.Root>.`)
  return context
}

export interface DialogRootProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean
  /** Whether the dialog starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the dialog asks to open or close (trigger, Escape, backdrop, close button). */
  onOpenChange?: (open: boolean) => void
  children?: ReactNode
}

/** Holds a dialog's open state and the ids that label it. */
export function DialogRoot({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange })
  const [hasDescription, setHasDescription] = useState(false)
  const id = useId()
  return (
    <DialogContext.Provider
      value={{
        open,
        setOpen,
        titleId: `${id}-title`,
        descriptionId: `${id}-description`,
        hasDescription,
        setHasDescription,
      }}
    >
      {children}
    </DialogContext.Provider>
  )
}

export type DialogTriggerProps = ComponentPropsWithRef<'button'>

/** A button that opens the dialog. */
export function DialogTrigger({ onClick, className, ...props }: DialogTriggerProps) {
  const { open, setOpen } = useDialogContext('Dialog.Trigger')
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      className={classNames('sayso-button', className)}
      {...props}
      onClick={composeEventHandlers(onClick, () => setOpen(true))}
    />
  )
}

/**
 * How the dialog is laid out: centred, a bottom sheet, a bottom sheet below 768 px only, or a full-height
 * side sheet along the start edge (the left one in left-to-right text), e.g. for navigation on phones.
 */
export type DialogVariant = 'center' | 'sheet' | 'responsive' | 'side'

export interface DialogContentProps extends Omit<ComponentPropsWithRef<'dialog'>, 'open'> {
  /** Layout. Default `'center'`. */
  variant?: DialogVariant
  /** Height of the sheet, in px or any CSS length (bottom-sheet layouts only). */
  sheetHeight?: number | string
  /** Width of the side sheet, in px or any CSS length (`'side'` only). Default `--sayso-side-sheet-width`. */
  sheetWidth?: number | string
  /** Close when the backdrop is clicked. Default `true`. */
  dismissOnBackdropClick?: boolean
  /**
   * Close on Escape and on the browser's other close requests (e.g. Android's back gesture). Default
   * `true`; `false` keeps the dialog open, e.g. while the action it asked for runs.
   */
  dismissOnEscape?: boolean
  /** Show a × button in the corner. Default `true`. */
  showCloseButton?: boolean
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// A modal <dialog> makes the page inert, but Tab past its last control leaves for the browser's own
// toolbar; like Radix's FocusScope, Tab and Shift+Tab wrap around inside the dialog instead.
/**
 * Dialogs whose backdrop the pointer went down on: a click closes only when it also started there, so
 * a text selection dragged out of the panel does not close the dialog.
 */
const backdropPresses = new WeakSet<HTMLDialogElement>()

function wrapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  )
  const first = tabbable[0]
  const last = tabbable[tabbable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** The dialog itself, shown modally while open. */
export function DialogContent({
  variant = 'center',
  sheetHeight,
  sheetWidth,
  dismissOnBackdropClick = true,
  dismissOnEscape = true,
  showCloseButton = true,
  className,
  style,
  children,
  ref,
  onCancel,
  onClose,
  onClick,
  onPointerDown,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { open, setOpen, titleId, descriptionId, hasDescription } = useDialogContext('Dialog.Content')
  const element = useRef<HTMLDialogElement | null>(null)
  const drag = useSheetDrag(() => setOpen(false))
  const setRefs = useCallback(
    (node: HTMLDialogElement | null) => {
      element.current = node
      assignRef(ref, node)
    },
    [ref],
  )

  useLayoutEffect(() => {
    const dialog = element.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first control; a part marked data-autofocus takes precedence.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  const height = cssLength(sheetHeight)
  const width = cssLength(sheetWidth)
  const sheetStyle = {
    ...(height && { '--sayso-sheet-height': height }),
    ...(width && { '--sayso-side-sheet-width': width }),
  } as CSSProperties
  const dragStyle: CSSProperties | undefined = drag.offset > 0 ? { translate: `0 ${drag.offset}px` } : undefined

  return (
    <dialog
      ref={setRefs}
      className={classNames('sayso-dialog', className)}
      data-variant={variant}
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      data-dragging={drag.offset > 0 ? '' : undefined}
      style={{ ...sheetStyle, ...dragStyle, ...style }}
      {...props}
      onCancel={composeEventHandlers(onCancel, (event) => {
        // Close requests without a key press (e.g. Android's back gesture). The open state decides, so a
        // controlled dialog stays open until its owner agrees.
        event.preventDefault()
        if (dismissOnEscape) setOpen(false)
      })}
      onClose={composeEventHandlers(onClose, (event) => {
        if (!open) return
        // A close request the browser would not let us cancel (Chrome's close watcher stops honouring
        // preventDefault() after repeated requests without a user gesture): show the dialog again.
        if (!dismissOnEscape) event.currentTarget.showModal()
        else setOpen(false)
      })}
      onKeyDown={composeEventHandlers(onKeyDown, (event) => {
        if (event.key === 'Escape') {
          // Handled here rather than by the native `cancel`, so Escape also works for synthetic key
          // events, and a control inside that handles Escape itself can stop it from closing the dialog.
          event.preventDefault()
          if (dismissOnEscape) setOpen(false)
        } else wrapFocus(event)
      })}
      onPointerDown={composeEventHandlers(onPointerDown, (event) => {
        if (event.target === event.currentTarget) backdropPresses.add(event.currentTarget)
        else backdropPresses.delete(event.currentTarget)
      })}
      onClick={composeEventHandlers(onClick, (event) => {
        const pressedBackdrop = backdropPresses.delete(event.currentTarget)
        if (dismissOnBackdropClick && pressedBackdrop && event.target === event.currentTarget) setOpen(false)
      })}
    >
      {open && (
        <div className="sayso-dialog__panel">
          {(variant === 'sheet' || variant === 'responsive') && (
            // Touch affordance only: keyboard and screen-reader users close with Escape or the × button.
            <div className="sayso-dialog__handle" aria-hidden="true" {...drag.handlers} />
          )}
          {children}
          {showCloseButton && (
            <button
              type="button"
              className="sayso-icon-button sayso-dialog__close"
              aria-label="Close"
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </dialog>
  )
}

export type DialogTitleProps = ComponentPropsWithRef<'h2'>

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  const { titleId } = useDialogContext('Dialog.Title')
  return <h2 id={titleId} className={classNames('sayso-dialog__title', className)} {...props} />
}

export type DialogDescriptionProps = ComponentPropsWithRef<'p'>

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  const { descriptionId, setHasDescription } = useDialogContext('Dialog.Description')
  useLayoutEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])
  return <p id={descriptionId} className={classNames('sayso-dialog__description', className)} {...props} />
}

export type DialogCloseProps = ComponentPropsWithRef<'button'>

/** A button that closes the dialog. */
export function DialogClose({ onClick, className, ...props }: DialogCloseProps) {
  const { setOpen } = useDialogContext('Dialog.Close')
  return (
    <button
      type="button"
      className={classNames('sayso-button', className)}
      {...props}
      onClick={composeEventHandlers(onClick, () => setOpen(false))}
    />
  )
}

/** Compound parts for building your own dialog or sheet in the library's look. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
}
