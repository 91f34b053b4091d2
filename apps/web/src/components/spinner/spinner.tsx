import styles from './spinner.module.css'

interface SpinnerProps {
  /** What is loading, for screen readers. Default 'Loading'; null when visible text already says it. */
  label?: string | null
}

export function Spinner({ label = 'Loading' }: SpinnerProps) {
  if (label === null) return <span className={styles.spinner} aria-hidden />
  return <span className={styles.spinner} role="status" aria-label={label} />
}

/** Fills the page while authentication or a route loads (SPEC §2). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  )
}
