/** SPEC §4: Save submits only a trimmed, non-empty name that differs from the current one. */
export function nameToSubmit(draft: string, current: string): string | null {
  const trimmed = draft.trim()
  return trimmed !== '' && trimmed !== current ? trimmed : null
}
