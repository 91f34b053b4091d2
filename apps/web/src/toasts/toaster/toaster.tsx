import { X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react'
import { TOAST_DURATION_MS, currentToast, dismissToast, subscribeToToasts, type Toast } from '../toast-store.ts'
import styles from './toaster.module.css'

// SPEC §9: a toast swiped this far to the right closes.
const SWIPE_THRESHOLD_PX = 50
// A press that moves less than this is a click, not the start of a swipe.
const SWIPE_START_PX = 2

/**
 * The notification region: F8 focuses it, a toast closes after 5 s (paused while pointed at or
 * focused) or when swiped 50 px right, and screen readers hear each toast (SPEC §9). Our own few
 * lines rather than Radix Toast, which every page — the landing page first — loaded for this alone
 * (issue 18: the landing page ships at most 90 KB of JavaScript).
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribeToToasts, currentToast, noToastYet)
  // Not in the prerendered landing page: the region appears when the page's script runs, which is when
  // the connection starts being watched, and hydration finds the HTML it was rendered from.
  const hydrated = useSyncExternalStore(noSubscription, isBrowserRender, isPrerender)
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'F8') return
      event.preventDefault()
      list.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  if (!hydrated) return null
  const announced = shown?.open
    ? [shown.title, shown.description, shown.action && `${shown.action.label} (Ctrl+Z)`].filter(Boolean).join(' ')
    : ''
  const assertive = shown?.variant === 'destructive'
  return (
    <div role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {assertive ? '' : announced}
      </span>
      <span className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive ? announced : ''}
      </span>
      <ol ref={list} tabIndex={-1} className={styles.viewport}>
        {shown && <ToastItem key={shown.id} toast={shown} />}
      </ol>
    </div>
  )
}

const noToastYet = () => null
const noSubscription = () => () => {}
const isBrowserRender = () => true
const isPrerender = () => false

type Swipe = { state: 'move' | 'cancel' | 'end'; x: number } | null

function ToastItem({ toast }: { toast: Toast }) {
  const item = useRef<HTMLLIElement>(null)
  const [gone, setGone] = useState(false)
  const [swipe, setSwipe] = useState<Swipe>(null)
  const press = useRef<{ x: number; swiping: boolean } | null>(null)
  const timer = useAutoClose(toast)

  // A closed toast stays for its closing animation (none when motion is reduced), then leaves the page.
  useEffect(() => {
    if (toast.open || !item.current) return
    let cancelled = false
    // Browsers without the Web Animations API's getAnimations() (and jsdom) remove it at once.
    const animations = 'getAnimations' in item.current ? item.current.getAnimations() : []
    void Promise.all(animations.map((animation) => animation.finished))
      .catch(() => {})
      .then(() => !cancelled && setGone(true))
    return () => {
      cancelled = true
    }
  }, [toast.open])
  if (gone) return null

  const { action } = toast
  const close = () => dismissToast(toast.id)
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button === 0) press.current = { x: event.clientX, swiping: false }
  }
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    const started = press.current
    if (!started) return
    const x = Math.max(0, event.clientX - started.x)
    if (!started.swiping) {
      if (x <= SWIPE_START_PX) return
      started.swiping = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    setSwipe({ state: 'move', x })
  }
  const onPointerUp = () => {
    const ended = swipe?.state === 'move' ? swipe.x : 0
    press.current = null
    if (ended >= SWIPE_THRESHOLD_PX) {
      setSwipe({ state: 'end', x: ended })
      close()
    } else if (ended > 0) setSwipe({ state: 'cancel', x: 0 })
  }

  return (
    <li
      ref={item}
      tabIndex={0}
      className={styles.toast}
      data-variant={toast.variant ?? 'default'}
      data-state={toast.open ? 'open' : 'closed'}
      data-swipe={swipe?.state}
      style={swipe ? { ['--sayso-toast-swipe-x' as string]: `${swipe.x}px` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerEnter={timer.pause}
      onPointerLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={timer.resume}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    >
      <div className={styles.text}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description && <div className={styles.description}>{toast.description}</div>}
      </div>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onAction()
            close()
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={close}>
        <X size={16} aria-hidden />
      </button>
    </li>
  )
}

/**
 * Closes an open toast after SPEC §9's 5 s, not counting the time it is pointed at or focused, or
 * the window is in the background.
 */
function useAutoClose({ id, open }: Toast): { pause: () => void; resume: () => void } {
  const clock = useRef({ left: TOAST_DURATION_MS, since: 0, timer: 0, running: false })
  const controls = useMemo(
    () => ({
      resume() {
        const now = clock.current
        if (now.running) return
        now.running = true
        now.since = Date.now()
        now.timer = window.setTimeout(() => dismissToast(id), now.left)
      },
      pause() {
        const now = clock.current
        if (!now.running) return
        now.running = false
        window.clearTimeout(now.timer)
        now.left -= Date.now() - now.since
      },
    }),
    [id],
  )
  useEffect(() => {
    if (!open) return
    controls.resume()
    window.addEventListener('blur', controls.pause)
    window.addEventListener('focus', controls.resume)
    return () => {
      controls.pause()
      window.removeEventListener('blur', controls.pause)
      window.removeEventListener('focus', controls.resume)
    }
  }, [open, controls])
  return controls
}
