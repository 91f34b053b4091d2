import type { User } from '@sayso/shared'
import styles from './app-chrome.module.css'

/** The first letter of the name (or e-mail) in a coloured circle. */
export function UserAvatar({ user }: { user: User }) {
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase()
  return (
    <span className={styles.avatar} aria-hidden>
      {initial}
    </span>
  )
}

export function UserIdentity({ user }: { user: User }) {
  return (
    <span className={styles.identity}>
      <span className={styles.userName}>{user.name.trim() || 'Not set'}</span>
      <span className={styles.userEmail}>{user.email}</span>
    </span>
  )
}
