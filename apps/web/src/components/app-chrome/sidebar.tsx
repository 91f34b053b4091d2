import type { User } from '@sayso/shared'
import { Link } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useLogout } from '../../auth/use-logout.ts'
import { IconButton } from '../icon-button/index.ts'
import { Logo } from '../logo/index.ts'
import styles from './app-chrome.module.css'
import { NAV_ITEMS } from './nav-items.ts'
import { UserAvatar, UserIdentity } from './user-avatar.tsx'

/** Desktop navigation (768 px and wider). */
export function Sidebar({ user }: { user: User }) {
  const logout = useLogout()
  return (
    <aside className={styles.sidebar}>
      <Link to="/" className={styles.brand} aria-label="Sayso home">
        <Logo />
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={styles.navLink}>
            <Icon size={18} aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
      <div className={styles.userBlock}>
        <UserAvatar user={user} />
        <UserIdentity user={user} />
        <IconButton
          tooltip="Sign out"
          className={styles.iconButton}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-label={logout.isPending ? 'Signing out...' : 'Sign out'}
        >
          <LogOut size={18} aria-hidden />
        </IconButton>
      </div>
    </aside>
  )
}
