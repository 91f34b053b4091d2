import { QUICK_TEMPLATE, WEEKLY_TEMPLATE, type UpdateType } from '@sayso/shared'
import { useNavigate } from '@tanstack/react-router'
import { CalendarDays, Check, Zap, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { clearWorkspaceSession } from '../../workspace-session/workspace-session.ts'
import { Button } from '../button/index.ts'
import { PageHeader } from '../page-header/index.ts'
import styles from './update-type-chooser.module.css'

interface Choice {
  type: UpdateType
  name: string
  description: string
  details: string[]
  icon: LucideIcon
  to: '/app/{-$updateId}' | '/quick-update/{-$updateId}'
}

const CHOICES: readonly Choice[] = [
  {
    type: 'weekly',
    name: WEEKLY_TEMPLATE.name,
    description: 'A structured status report for your team or stakeholders.',
    details: ['Six sections, from goal progress to feel-goods', 'Record section by section, in any order'],
    icon: CalendarDays,
    to: '/app/{-$updateId}',
  },
  {
    type: 'quick',
    name: QUICK_TEMPLATE.name,
    description: 'A concise, one-off reply to an executive or manager.',
    details: ['TL;DR, ask, progress, risks and next steps', 'Speak once, get an executive-ready answer'],
    icon: Zap,
    to: '/quick-update/{-$updateId}',
  },
]

/** SPEC §2: pick Weekly or Quick; Continue starts a fresh workspace of that type. */
export function UpdateTypeChooser() {
  const [selected, setSelected] = useState<UpdateType | null>(null)
  const navigate = useNavigate()
  const choice = CHOICES.find((item) => item.type === selected)

  return (
    <div className={styles.chooser}>
      <PageHeader title="What would you like to create?" description="Choose the kind of update you want to write." />
      <div className={styles.cards} role="radiogroup" aria-label="Update type">
        {CHOICES.map(({ type, name, description, details, icon: Icon }) => (
          <label
            key={type}
            className={styles.card}
            data-state={selected === type ? 'checked' : 'unchecked'}
            data-type={type}
          >
            <input
              type="radio"
              name="update-type"
              value={type}
              className="visually-hidden"
              checked={selected === type}
              onChange={() => setSelected(type)}
            />
            <span className={styles.cardTop}>
              <span className={styles.icon} aria-hidden>
                <Icon size={22} />
              </span>
              <span className={styles.check} aria-hidden>
                <Check size={14} strokeWidth={3} />
              </span>
            </span>
            <span className={styles.name}>{name}</span>
            <span className={styles.description}>{description}</span>
            <ul className={styles.details}>
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          </label>
        ))}
      </div>
      <div className={styles.footer}>
        <Button
          size="lg"
          disabled={!choice}
          onClick={() => {
            if (!choice) return
            clearWorkspaceSession()
            void navigate({ to: choice.to, params: { updateId: undefined } })
          }}
        >
          Continue
        </Button>
      </div>
    </div>
  )
}
