/** Runs the host's handler first; ours is skipped when the host called `event.preventDefault()`. */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  host: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    host?.(event)
    if (!event.defaultPrevented) ours(event)
  }
}
