/**
 * Formats a duration in seconds as `m:ss` with padded seconds (SPEC §9), e.g. `65` → `1:05`.
 * Fractions are dropped; negative or non-finite values show as `0:00`.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
