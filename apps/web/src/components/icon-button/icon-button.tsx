import * as Tooltip from '@radix-ui/react-tooltip'
import type { ComponentProps, ReactNode } from 'react'
import styles from './icon-button.module.css'

// SPEC §9: tooltips open after 700 ms; moving to a neighbour within 300 ms skips the delay.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Wraps the app once so every tooltip shares the delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  )
}

interface WithTooltipProps {
  /** Shown on hover and focus; also the accessible name given by the caller. */
  label: string
  children: ReactNode
}

/** A small label beside an icon-only control. */
export function WithTooltip({ label, children }: WithTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} sideOffset={6}>
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

interface IconButtonProps extends ComponentProps<'button'> {
  /** The tooltip text. */
  tooltip: string
}

export function IconButton({ tooltip, type = 'button', ...props }: IconButtonProps) {
  return (
    <WithTooltip label={tooltip}>
      <button type={type} {...props} />
    </WithTooltip>
  )
}
