import { useId, type ReactNode } from 'react'
import styles from './empty-updates.module.css'

interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers). */
  icon: ReactNode
  title: string
  text: string
  /** The way forward: a button. */
  action: ReactNode
}

/** What Recent Updates shows in place of the list: no updates yet, or none that match. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  const titleId = useId()
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  )
}
