import { ArrowRight, Sparkles } from 'lucide-react'
import { buttonClassName } from '../../../components/button/index.ts'
import { LandingLink } from './landing-link.tsx'
import styles from './landing-page.module.css'
import { ProductPreview } from './product-preview.tsx'

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroCopy}>
        <p className={styles.betaPill}>
          <Sparkles size={14} aria-hidden />
          Now in Beta
        </p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Say it once. <span className={styles.accent}>Send a polished update.</span>
        </h1>
        <p className={styles.heroText}>
          Sayso turns your spoken or typed notes into a structured, audience-ready product update — ready to copy,
          download or e-mail to your team, your stakeholders and your leadership.
        </p>
        <div className={styles.heroActions}>
          <LandingLink to="/signup" className={buttonClassName('primary', 'lg')}>
            Try it now
            <ArrowRight size={18} aria-hidden />
          </LandingLink>
          <a href="#how-it-works" className={buttonClassName('secondary', 'lg')}>
            See how it works
          </a>
        </div>
        <p className={styles.heroNote}>Free • 5 updates included • No credit card required</p>
      </div>
      <ProductPreview />
    </section>
  )
}
