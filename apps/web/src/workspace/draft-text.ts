import { setTypedText } from '@sayso/update-doc'
import type * as Y from 'yjs'

// A hidden tab paints no frames: what waits for one is done after this long instead.
const NO_FRAME_MS = 100

/**
 * Runs `task` once: right after the next frame is painted, after NO_FRAME_MS when no frame comes, or
 * as the page goes away (a reload, a closed tab) if that is sooner. Returns a cancel.
 */
function afterNextPaint(task: () => void): () => void {
  let frame: number | undefined
  let painted: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    cancel()
    task()
  }
  // A frame callback runs just before its frame is painted; a timer set there runs after it.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (painted = setTimeout(run)))
  const fallback = setTimeout(run, NO_FRAME_MS)
  globalThis.addEventListener?.('pagehide', run)
  function cancel() {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    clearTimeout(painted)
    clearTimeout(fallback)
    globalThis.removeEventListener?.('pagehide', run)
  }
  return cancel
}

/**
 * The type-instead field's text (issue 18): a key press shows at once and reaches the update's
 * document right after the frame that shows it, so the document's change, its IndexedDB write and its
 * message to the server do not stand between a key and its character on screen. Text typed before
 * the update exists waits here until it is made.
 */
export class DraftText {
  private doc: Y.Doc | null = null
  /** Typed and not yet in the document; null while the document's text is the field's. */
  private typed: string | null = null
  /** The document's text when `typed` began: keys from another device since then are kept. */
  private base = ''
  private cancelWrite: (() => void) | null = null
  private readonly schedule: (task: () => void) => () => void

  constructor(schedule = afterNextPaint) {
    this.schedule = schedule
  }

  /** What the field shows, given the document's text (empty before the update exists). */
  shown(documentText: string): string {
    return this.typed ?? documentText
  }

  /** A key press: shown at once (the caller publishes it), written to the document after the next paint. */
  type(text: string, documentText: string): void {
    if (this.typed === null) this.base = documentText
    this.typed = text
    this.cancelWrite ??= this.schedule(() => {
      this.cancelWrite = null
      this.write()
    })
  }

  /** The update's document from now on; text waiting for it is written at once. */
  attach(doc: Y.Doc): void {
    this.doc = doc
    this.write()
  }

  /** Writes what was typed; before the update exists it keeps waiting. */
  write(): void {
    if (this.typed === null || !this.doc) return
    this.cancelWrite?.()
    this.cancelWrite = null
    const typed = this.typed
    this.typed = null
    setTypedText(this.doc, typed, this.base)
  }

  /** Empties the field and the document's text (it went to the content queue, or into a draft entry). */
  clear(): void {
    this.cancelWrite?.()
    this.cancelWrite = null
    this.typed = null
    if (this.doc) setTypedText(this.doc, '')
  }
}
