import { useSyncExternalStore } from 'react'
import { THEME_PREFERENCES, themePreference, type ThemePreference } from '../../../../theme/theme-preference.ts'
import styles from '../settings.module.css'

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' }

/** Light, Dark, or the operating system's setting; kept on this device. */
export function AppearanceCard() {
  const preference = useSyncExternalStore(themePreference.subscribe, themePreference.get)
  return (
    <section className={styles.card} aria-labelledby="appearance-title">
      <div className={styles.cardHeader}>
        <h2 id="appearance-title" className={styles.cardTitle}>
          Appearance
        </h2>
        <p className={styles.cardDescription}>Choose a light or dark theme, or follow your device's setting.</p>
      </div>
      <div className={styles.rows}>
        <fieldset className={styles.choiceGroup}>
          <legend className="visually-hidden">Theme</legend>
          {THEME_PREFERENCES.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="theme"
                value={option}
                checked={preference === option}
                onChange={() => themePreference.set(option)}
              />
              {LABELS[option]}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  )
}
