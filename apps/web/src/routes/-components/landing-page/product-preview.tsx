import { WEEKLY_TEMPLATE } from '@sayso/shared'
import styles from './landing-page.module.css'

const SAMPLE = [
  {
    sectionId: 'goal-progress',
    headline: 'Activation up 12% week over week',
    content: 'The new onboarding checklist shipped Monday; trial users now reach their first report in half the time.',
  },
  {
    sectionId: 'key-updates',
    headline: 'Checkout redesign live for 50% of traffic',
    content: 'Early conversion is +3.1%. We decided to ramp to 100% next Tuesday.',
  },
  {
    sectionId: 'risks-blockers',
    headline: 'Payments migration may slip two weeks',
    content: 'The vendor API is late. Ask: one backend engineer from Platform until March 14.',
  },
]

// Bar heights of the decorative waveform, in percent.
const WAVEFORM = [30, 55, 80, 45, 95, 60, 35, 70, 90, 50, 25, 65, 85, 40, 75, 55, 30, 60]
const BAR_WIDTH = 3
const BAR_GAP = 2
const WAVE_HEIGHT = 22
const WAVE_WIDTH = WAVEFORM.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP

/** A still picture of the product: a recording turning into a formatted weekly update. */
export function ProductPreview() {
  return (
    <div className={styles.preview} aria-hidden>
      <div className={styles.previewRecording}>
        <span className={styles.recordDot} />
        <span className={styles.previewRecordingLabel}>Recording · 0:42</span>
        {/* Drawn, not styled per bar: the page is served as HTML first, and the CSP refuses style attributes. */}
        <svg
          className={styles.waveform}
          width={WAVE_WIDTH}
          height={WAVE_HEIGHT}
          viewBox={`0 0 ${WAVE_WIDTH} ${WAVE_HEIGHT}`}
        >
          {WAVEFORM.map((height, index) => {
            const bar = (WAVE_HEIGHT * height) / 100
            return (
              <rect
                key={index}
                x={index * (BAR_WIDTH + BAR_GAP)}
                y={(WAVE_HEIGHT - bar) / 2}
                width={BAR_WIDTH}
                height={bar}
                rx={BAR_WIDTH / 2}
              />
            )
          })}
        </svg>
      </div>
      <div className={styles.previewCard}>
        <div className={styles.previewCardHeader}>
          <span className={styles.previewTitle}>Weekly Update – March 3</span>
          <span className={styles.previewBadge}>Weekly</span>
        </div>
        {SAMPLE.map((entry) => {
          const section = WEEKLY_TEMPLATE.sections.find((item) => item.id === entry.sectionId)
          return (
            <div key={entry.sectionId} className={styles.previewSection}>
              <p className={styles.previewSectionName}>
                {section?.emoji} {section?.name}
              </p>
              <p className={styles.previewEntry}>
                <strong>{entry.headline}.</strong> {entry.content}
              </p>
            </div>
          )
        })}
      </div>
    </div>
  )
}
