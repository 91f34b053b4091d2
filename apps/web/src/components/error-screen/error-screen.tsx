import { AlertTriangle } from 'lucide-react'
import { usePageTitle } from '../../hooks/use-page-title.ts'
import { Button } from '../button/index.ts'
import styles from './error-screen.module.css'

interface ErrorScreenProps {
  /** Renders the failed screen again. */
  onRetry: () => void
  /** Leaves for the workspace (SPEC §2: 'Go Home' goes to /app). */
  onGoHome: () => void
}

/** SPEC §2 error fallback: shown when a screen fails to render or load. */
export function ErrorScreen({ onRetry, onGoHome }: ErrorScreenProps) {
  usePageTitle('Something went wrong')
  return (
    <main className={styles.screen}>
      <div className={styles.card} role="alert">
        <span className={styles.icon} aria-hidden>
          <AlertTriangle size={24} />
        </span>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.text}>
          We encountered an unexpected error. This has been logged and we're working to fix it.
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="secondary" onClick={onGoHome}>
            Go Home
          </Button>
        </div>
      </div>
    </main>
  )
}
