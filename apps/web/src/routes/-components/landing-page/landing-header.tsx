import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { buttonClassName } from '../../../components/button/index.ts'
import { Logo } from '../../../components/logo/index.ts'
import { LandingLink } from './landing-link.tsx'
import styles from './landing-page.module.css'

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
] as const

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const close = () => setMenuOpen(false)
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href="#top" className={styles.brand} aria-label="Sayso, back to top">
          <Logo />
        </a>
        <nav aria-label="Sections" className={styles.headerNav}>
          {ANCHORS.map((anchor) => (
            <a key={anchor.href} href={anchor.href} className={styles.headerLink}>
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <LandingLink to="/login" className={styles.headerLink}>
            Log in
          </LandingLink>
          <LandingLink to="/signup" className={buttonClassName('primary')}>
            Try it now
          </LandingLink>
        </div>
        <button
          type="button"
          className={styles.menuToggle}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
        </button>
      </div>
      {menuOpen && (
        <nav id="landing-menu" aria-label="Menu" className={styles.mobileMenu}>
          {ANCHORS.map((anchor) => (
            <a key={anchor.href} href={anchor.href} className={styles.mobileMenuLink} onClick={close}>
              {anchor.label}
            </a>
          ))}
          <LandingLink to="/login" className={styles.mobileMenuLink} onClick={close}>
            Log in
          </LandingLink>
          <LandingLink to="/signup" className={buttonClassName('primary', 'lg')} onClick={close}>
            Try it now
          </LandingLink>
        </nav>
      )}
    </header>
  )
}
