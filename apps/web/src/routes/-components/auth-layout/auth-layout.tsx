import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Logo } from '../../../components/logo/index.ts'
import { OfflineNote } from '../../../connection/offline-note.tsx'
import styles from './auth-layout.module.css'

interface AuthLayoutProps {
  title: string
  description: string
  children: ReactNode
  /** Below the card: the link to the other form. */
  footer: ReactNode
}

/** The frame of the sign-in and sign-up screens. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.back}>
          <ArrowLeft size={16} aria-hidden />
          Back to home
        </Link>
      </header>
      <main className={styles.main}>
        <OfflineNote />
        <div className={styles.card}>
          <div className={styles.logo}>
            <Logo />
          </div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.description}>{description}</p>
          {children}
        </div>
        <div className={styles.footer}>{footer}</div>
      </main>
    </div>
  )
}
