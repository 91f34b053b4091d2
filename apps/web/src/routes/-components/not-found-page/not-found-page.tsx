import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/button/index.ts'
import { Logo } from '../../../components/logo/index.ts'
import { usePageTitle } from '../../../hooks/use-page-title.ts'
import styles from './not-found-page.module.css'

/** Any path the app does not know (SPEC §2). */
export function NotFoundPage() {
  usePageTitle('Page Not Found')
  return (
    <main className={styles.page}>
      <Link to="/" aria-label="Sayso home" className={styles.logo}>
        <Logo />
      </Link>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>The page you're looking for doesn't exist or has moved.</p>
      <Link to="/" className={buttonClassName('primary', 'lg')}>
        Back to home
      </Link>
    </main>
  )
}
