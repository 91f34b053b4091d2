import type { User } from '@sayso/shared'
import type { ReactNode } from 'react'
import { TooltipProvider } from '../icon-button/index.ts'
import styles from './app-chrome.module.css'
import { MobileTopBar } from './mobile-top-bar.tsx'
import { Sidebar } from './sidebar.tsx'

/**
 * The frame around every signed-in screen: sidebar on desktop, top bar and sheet on mobile. Its tooltips
 * are the app's only ones, so their provider lives here rather than at the root the landing page shares.
 */
export function AppChrome({ user, children }: { user: User; children: ReactNode }) {
  return (
    <TooltipProvider>
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
    </TooltipProvider>
  )
}
