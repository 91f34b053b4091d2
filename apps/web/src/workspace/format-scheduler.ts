import type { FormatUpdateRequest, FormattedSection } from '@sayso/shared'
import { userFacingMessage } from '../api/api-client.ts'
import type { ToastInput } from '../toasts/toast-store.ts'
import { formatUpdateDocument, type FormatTarget } from './format-runner.ts'
import type { FormatScope } from './update-strategy.ts'

// SPEC §9: formatting starts about 100 ms after content is added.
export const AUTO_FORMAT_DELAY_MS = 100

export interface FormatSchedulerDeps {
  /** The open update, or null while there is none. */
  target: () => FormatTarget | null
  formatUpdate: (request: FormatUpdateRequest) => Promise<FormattedSection[]>
  notify: (toast: ToastInput) => void
  /** Formatting started or finished. */
  onChange: () => void
}

const failureMessage = (error: unknown, fallback: string) =>
  userFacingMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback)

/**
 * The formatting of one open update (SPEC §4, §9): one run at a time, in order; automatic runs about
 * 100 ms after content lands, cancelled when the update is left; the SPEC's toasts for each outcome.
 */
export class FormatScheduler {
  private readonly deps: FormatSchedulerDeps
  private running = 0
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private chain: Promise<unknown> = Promise.resolve()

  constructor(deps: FormatSchedulerDeps) {
    this.deps = deps
  }

  get isFormatting(): boolean {
    return this.running > 0
  }

  /** Formats now (after any formatting already running); 'pending' formats only what needs it. */
  async formatNow(scope: FormatScope | 'pending', announce: boolean): Promise<void> {
    const target = this.deps.target()
    if (!target) return
    const { notify } = this.deps
    this.running++
    this.deps.onChange()
    const run = this.chain.then(async () => {
      try {
        const outcome = await formatUpdateDocument(target, scope, this.deps.formatUpdate)
        // SPEC §5: shown without the error style.
        if (outcome === 'nothing-to-format' && announce)
          notify({ title: 'Formatting Cancelled', description: 'No recordings to format' })
        if (outcome === 'formatted') {
          notify({
            title: target.strategy.formattedTitle,
            description: 'Your voice notes have been transformed into a professional update.',
            variant: 'success',
          })
        }
      } catch (error) {
        notify({
          title: 'Formatting Failed',
          description: failureMessage(error, 'Failed to format update'),
          variant: 'destructive',
        })
      }
    })
    this.chain = run
    await run
    this.running--
    this.deps.onChange()
  }

  /** Formats what holds unformatted words about 100 ms from now. */
  formatSoon(): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.formatNow('pending', false)
    }, AUTO_FORMAT_DELAY_MS)
    this.timers.add(timer)
  }

  /** Cancels what is scheduled; resolves once a formatting already running has finished. */
  cancel(): Promise<void> {
    this.timers.forEach(clearTimeout)
    this.timers.clear()
    return this.chain.then(
      () => undefined,
      () => undefined,
    )
  }
}
