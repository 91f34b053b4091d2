import type { ComponentPropsWithRef } from 'react'
import { classNames } from '../internal/class-names.js'
import { MicrophoneIcon, PlusIcon, StopIcon } from '../internal/icons.js'

/** What the main button does next: start recording, finish it, or add typed text. */
export type RecordButtonState = 'idle' | 'recording' | 'text'

const DEFAULT_LABELS: Record<RecordButtonState, string> = {
  idle: 'Record Content',
  recording: 'Finish Recording',
  text: 'Add Content',
}

const ICONS = { idle: MicrophoneIcon, recording: StopIcon, text: PlusIcon }

export interface RecordButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Which action the button offers. Default `'idle'` ('Record Content'). */
  state?: RecordButtonState
  /** Disables the button while the host transcribes or processes. Default `false`. */
  processing?: boolean
  /** Replaces the label of any state. Defaults: 'Record Content', 'Finish Recording', 'Add Content'. */
  labels?: Partial<Record<RecordButtonState, string>>
}

/** The workspace's main button (SPEC §2): Record Content / Finish Recording / Add Content. */
export function RecordButton({
  state = 'idle',
  processing = false,
  labels,
  disabled,
  className,
  type = 'button',
  ...props
}: RecordButtonProps) {
  const Icon = ICONS[state]
  return (
    <button
      type={type}
      className={classNames('sayso-button', 'sayso-record-button', className)}
      data-variant={state === 'recording' ? 'danger' : 'primary'}
      data-state={state}
      data-processing={processing ? '' : undefined}
      aria-busy={processing || undefined}
      disabled={disabled || processing}
      {...props}
    >
      <Icon />
      <span>{labels?.[state] ?? DEFAULT_LABELS[state]}</span>
    </button>
  )
}
