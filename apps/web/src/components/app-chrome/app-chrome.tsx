import type { User } from '@sayso/shared'
import type { ReactNode } from 'react'
import styles from './app-chrome.module.css'
import { MobileTopBar } from './mobile-top-bar.tsx'
import { Sidebar } from './sidebar.tsx'

/** The frame around every signed-in screen: sidebar on desktop, top bar and sheet on mobile. */
export function AppChrome({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Sidebar user={user} />
      <MobileTopBar user={user} />
      <main className={styles.main} id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
