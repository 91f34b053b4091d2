import type { FormatUpdateRequest, FormattedSection } from '@sayso/shared'
import { readRecordings } from '@sayso/update-doc'
import type * as Y from 'yjs'
import type { FormatScope, UpdateStrategy } from './update-strategy.ts'

export type FormatOutcome = 'formatted' | 'nothing-to-format'

export interface FormatTarget {
  updateId: string
  doc: Y.Doc
  strategy: UpdateStrategy
  /** Resolves once the server has this device's edits (never while offline). */
  whenAcknowledged: () => Promise<void>
}

// How long a formatting holds the update's lock waiting for the server to take its result.
const ACKNOWLEDGE_WAIT_MS = 3000

const heldHere = new Map<string, Promise<unknown>>()

/**
 * Runs `task` while no other formatting of the update runs, in this tab or another one (Web Locks,
 * where the browser has them; one queue per update otherwise).
 */
function withUpdateLock<T>(updateId: string, task: () => Promise<T>): Promise<T> {
  const name = `sayso-format:${updateId}`
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  if (locks) return locks.request(name, task) as Promise<T>
  const previous = heldHere.get(name) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.catch(() => {})
  heldHere.set(name, settled)
  void settled.then(() => {
    if (heldHere.get(name) === settled) heldHere.delete(name)
  })
  return run
}

/**
 * Formats an update (SPEC §4): `scope` names what (weekly sections or the whole update), or 'pending'
 * for whatever holds words not formatted yet. Decided under the update's lock, after any formatting
 * that ran before it was acknowledged, so two tabs or two controllers never format the same words twice.
 */
export function formatUpdateDocument(
  target: FormatTarget,
  scope: FormatScope | 'pending',
  formatUpdate: (request: FormatUpdateRequest) => Promise<FormattedSection[]>,
): Promise<FormatOutcome> {
  return withUpdateLock(target.updateId, async () => {
    const { doc, strategy } = target
    const wanted = scope === 'pending' ? strategy.unformatted(doc) : scope
    const request = wanted && strategy.formatRequest(readRecordings(doc), wanted)
    if (!request) return 'nothing-to-format'
    const formatted = await formatUpdate(request)
    strategy.applyFormatted(doc, request, formatted)
    // Held until the server has the result, so another tab deciding next sees it.
    await Promise.race([target.whenAcknowledged(), new Promise((resolve) => setTimeout(resolve, ACKNOWLEDGE_WAIT_MS))])
    return 'formatted'
  })
}
