import { PRODUCT_NAME } from '@sayso/shared'
import { Logo } from '../../../components/logo/index.ts'
import { LandingLink } from './landing-link.tsx'
import styles from './landing-page.module.css'

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <Logo />
          <p className={styles.footerText}>Voice-first product updates.</p>
        </div>
        <nav aria-label="Footer" className={styles.footerNav}>
          <a href="#features">Features</a>
          <a href="#how-it-works">How it works</a>
          <LandingLink to="/login">Log in</LandingLink>
          <LandingLink to="/signup">Sign up</LandingLink>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  )
}
