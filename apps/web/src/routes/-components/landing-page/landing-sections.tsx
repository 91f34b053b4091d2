import {
  BarChart3,
  Clock,
  FileText,
  Mail,
  Megaphone,
  MessageSquare,
  Mic,
  Presentation,
  Send,
  Sparkles,
  type LucideIcon,
} from 'lucide-react'
import { buttonClassName } from '../../../components/button/index.ts'
import { LandingLink } from './landing-link.tsx'
import styles from './landing-page.module.css'

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Save time',
    text: 'Talk for two minutes instead of writing for thirty. Sayso transcribes your notes and does the structuring and formatting for you.',
    icon: Clock,
  },
  {
    title: 'Gain visibility',
    text: 'Consistent, well-structured updates keep leadership aware of your progress, your wins and the help you need.',
    icon: BarChart3,
  },
  {
    title: 'Communicate with impact',
    text: 'Headlines with metrics, crisp rationale and clear asks — written for the people who read them, not the person who wrote them.',
    icon: Megaphone,
  },
]

export function Features() {
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title" data-reveal>
      <p className={styles.eyebrow}>Features</p>
      <h2 id="features-title" className={styles.sectionTitle}>
        Updates that write themselves
      </h2>
      <p className={styles.sectionText}>
        Everything a product manager needs to keep stakeholders in the loop, without the busywork.
      </p>
      <div className={styles.featureGrid}>
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <article key={title} className={styles.featureCard}>
            <span className={styles.featureIcon} aria-hidden>
              <Icon size={22} />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </article>
        ))}
      </div>
    </section>
  )
}

const STEPS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Record',
    text: 'Speak your notes, section by section or all at once — or type them if you prefer.',
    icon: Mic,
  },
  {
    title: 'Process',
    text: 'Sayso transcribes what you said and shapes it into headlines, rationale, impact and timing.',
    icon: Sparkles,
  },
  {
    title: 'Deliver',
    text: 'Copy, download or e-mail a polished update, and find every one again in Recent Updates.',
    icon: Send,
  },
]

export function HowItWorks() {
  return (
    <section id="how-it-works" className={`${styles.section} ${styles.tinted}`} aria-labelledby="how-title" data-reveal>
      <p className={styles.eyebrow}>How it works</p>
      <h2 id="how-title" className={styles.sectionTitle}>
        From voice note to finished update in three steps
      </h2>
      <ol className={styles.steps}>
        {STEPS.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className={styles.step}>
            <span className={styles.stepNumber}>{index + 1}</span>
            <span className={styles.stepIcon} aria-hidden>
              <Icon size={20} />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

const USE_CASES = ['Weekly check-ins', 'Exec summaries', 'Sprint recaps', 'Launch updates', 'Strategy docs']
const COPY_TARGETS: ReadonlyArray<{ name: string; icon: LucideIcon }> = [
  { name: 'Slack', icon: MessageSquare },
  { name: 'E-mail', icon: Mail },
  { name: 'Slides', icon: Presentation },
]

export function BuiltFor() {
  return (
    <section className={styles.section} aria-labelledby="built-for-title" data-reveal>
      <div className={styles.builtFor}>
        <div>
          <p className={styles.eyebrow}>Built for product managers</p>
          <h2 id="built-for-title" className={styles.sectionTitle}>
            Every update you owe, in one place
          </h2>
          <p className={styles.sectionText}>
            Weekly Updates for your team and stakeholders, Quick Updates for the executive who needs an answer now.
          </p>
        </div>
        <div className={styles.builtForLists}>
          <div>
            <h3 className={styles.listTitle}>Use it for</h3>
            <ul className={styles.chips}>
              {USE_CASES.map((useCase) => (
                <li key={useCase} className={styles.chip}>
                  <FileText size={15} aria-hidden />
                  {useCase}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={styles.listTitle}>Paste it into</h3>
            <ul className={styles.chips}>
              {COPY_TARGETS.map(({ name, icon: Icon }) => (
                <li key={name} className={styles.chip}>
                  <Icon size={15} aria-hidden />
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}

const QUOTES = [
  {
    quote:
      'I record my weekly update on the walk back from standup. What used to eat my Friday afternoon now takes five minutes.',
    role: 'Senior Product Manager',
  },
  {
    quote:
      'My VP reads the TL;DR and the ask, and that is exactly what Quick Updates put first. I get decisions faster.',
    role: 'Group Product Manager',
  },
  {
    quote: 'Our updates finally look the same across six teams, so leadership can compare progress at a glance.',
    role: 'Director of Product',
  },
]

export function Testimonials() {
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="quotes-title" data-reveal>
      <p className={styles.eyebrow}>Feedback</p>
      <h2 id="quotes-title" className={styles.sectionTitle}>
        What product managers say
      </h2>
      <div className={styles.quoteGrid}>
        {QUOTES.map(({ quote, role }) => (
          <figure key={role} className={styles.quoteCard}>
            <blockquote className={styles.quote}>“{quote}”</blockquote>
            <figcaption className={styles.quoteRole}>— {role}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  )
}

export function ClosingCallToAction() {
  return (
    <section className={styles.section} aria-labelledby="cta-title" data-reveal>
      <div className={styles.cta}>
        <h2 id="cta-title" className={styles.ctaTitle}>
          Your next update is one recording away
        </h2>
        <p className={styles.ctaText}>Free • 5 updates included • No credit card required</p>
        <LandingLink to="/signup" className={`${buttonClassName('secondary', 'lg')} ${styles.ctaButton}`}>
          Try it now
        </LandingLink>
      </div>
    </section>
  )
}
