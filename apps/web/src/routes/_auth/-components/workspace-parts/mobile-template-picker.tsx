import { TEMPLATES, WEEKLY_TEMPLATE } from '@sayso/shared'
import { useId } from 'react'
import styles from './workspace-parts.module.css'

/**
 * SPEC §2: on phones the weekly page names its template in a dropdown that accepts only the weekly
 * template. The quick template is listed but not selectable: quick updates have their own page.
 */
export function MobileTemplatePicker() {
  const id = useId()
  return (
    <div className={styles.templatePicker}>
      <label className="sayso-label" htmlFor={id}>
        Template
      </label>
      <div className="sayso-select">
        {/* Controlled and never changed: whatever is picked, the weekly template stays selected. */}
        <select id={id} value={WEEKLY_TEMPLATE.id} aria-describedby={`${id}-hint`} onChange={() => {}}>
          {TEMPLATES.map((template) => (
            <option key={template.id} value={template.id} disabled={template.id !== WEEKLY_TEMPLATE.id}>
              {template.name}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className={styles.templateHint}>
        For a Quick Update, choose Create Update in the menu.
      </p>
    </div>
  )
}
