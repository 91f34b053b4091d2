import { useRef } from 'react'
import { OfflineNote } from '../../../connection/offline-note.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'
import { Hero } from './hero.tsx'
import { LandingFooter } from './landing-footer.tsx'
import { LandingHeader } from './landing-header.tsx'
import { LandingNavigationProvider, type LandingNavigate } from './landing-link.tsx'
import styles from './landing-page.module.css'
import { BuiltFor, ClosingCallToAction, Features, HowItWorks, Testimonials } from './landing-sections.tsx'
import { useRevealOnScroll } from './use-reveal-on-scroll.ts'

/** '/' for visitors (SPEC §1–§2); `navigate` opens login or signup. */
export function LandingPage({ navigate }: { navigate: LandingNavigate }) {
  usePageTitle(null)
  const pageRef = useRef<HTMLDivElement>(null)
  useRevealOnScroll(pageRef)
  return (
    <LandingNavigationProvider navigate={navigate}>
      <div ref={pageRef} className={styles.page} id="top">
        <LandingHeader />
        <OfflineNote />
        <main>
          <Hero />
          <Features />
          <HowItWorks />
          <BuiltFor />
          <Testimonials />
          <ClosingCallToAction />
        </main>
        <LandingFooter />
      </div>
    </LandingNavigationProvider>
  )
}
