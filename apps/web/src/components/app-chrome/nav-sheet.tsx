import { Dialog } from '@sayso/recorder-ui'
import type { User } from '@sayso/shared'
import { Link } from '@tanstack/react-router'
import { LogOut, X } from 'lucide-react'
import { useLogout } from '../../auth/use-logout.ts'
import { Logo } from '../logo/index.ts'
import styles from './app-chrome.module.css'
import { NAV_ITEMS } from './nav-items.ts'
import { UserAvatar, UserIdentity } from './user-avatar.tsx'

interface NavSheetProps {
  user: User
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Mobile navigation: a side sheet from the left that closes on each link (SPEC §2). */
export function NavSheet({ user, open, onOpenChange }: NavSheetProps) {
  const logout = useLogout()
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content variant="side" className={styles.sheetDialog} showCloseButton={false}>
        <div className={styles.sheet}>
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>
              <Logo />
              <span className="visually-hidden">Navigation</span>
            </Dialog.Title>
            <button type="button" className={styles.iconButton} onClick={close} aria-label="Close navigation">
              <X size={18} aria-hidden />
            </button>
          </div>
          <nav aria-label="Main" className={styles.nav}>
            {NAV_ITEMS.map(({ to, mobileLabel, icon: Icon }) => (
              <Link key={to} to={to} className={styles.navLink} onClick={close}>
                <Icon size={18} aria-hidden />
                {mobileLabel}
              </Link>
            ))}
          </nav>
          <div className={styles.sheetFooter}>
            <div className={styles.sheetUser}>
              <UserAvatar user={user} />
              <UserIdentity user={user} />
            </div>
            <button
              type="button"
              className={styles.signOutButton}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut size={18} aria-hidden />
              {logout.isPending ? 'Signing out...' : 'Sign Out'}
            </button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
