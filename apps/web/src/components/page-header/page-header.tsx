import type { ReactNode } from 'react'
import styles from './page-header.module.css'

interface PageHeaderProps {
  title: string
  description?: string
  /** Buttons shown beside the title. */
  actions?: ReactNode
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  )
}
