import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { User } from '@sayso/shared'
import { Link, useNavigate } from '@tanstack/react-router'
import { LogOut, Menu, Settings } from 'lucide-react'
import { useState } from 'react'
import { useLogout } from '../../auth/use-logout.ts'
import { Logo } from '../logo/index.ts'
import styles from './app-chrome.module.css'
import { NavSheet } from './nav-sheet.tsx'
import { UserAvatar, UserIdentity } from './user-avatar.tsx'

/** Mobile (under 768 px): a sticky bar with the navigation sheet's toggle and the avatar menu. */
export function MobileTopBar({ user }: { user: User }) {
  const [sheetOpen, setSheetOpen] = useState(false)
  const logout = useLogout()
  const navigate = useNavigate()
  return (
    <header className={styles.topBar}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => setSheetOpen(true)}
        aria-label="Open navigation"
        aria-expanded={sheetOpen}
      >
        <Menu size={20} aria-hidden />
      </button>
      <Link to="/" className={styles.brand} aria-label="Sayso home">
        <Logo />
      </Link>
      {/* Not modal: a modal menu would lock scrolling with an injected <style>, which our CSP blocks. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.avatarButton} aria-label="Account menu">
          <UserAvatar user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
            <DropdownMenu.Label className={styles.menuLabel}>
              <UserIdentity user={user} />
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void navigate({ to: '/settings' })}>
              <Settings size={16} aria-hidden />
              Settings
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} disabled={logout.isPending} onSelect={() => logout.mutate()}>
              <LogOut size={16} aria-hidden />
              {logout.isPending ? 'Signing out...' : 'Sign Out'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NavSheet user={user} open={sheetOpen} onOpenChange={setSheetOpen} />
    </header>
  )
}
