import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { EditableTitle } from '../editable-title/editable-title.js'
import { classNames } from '../internal/class-names.js'
import { PencilIcon, TrashIcon } from '../internal/icons.js'
import { EntryEditor } from './entry-editor.js'
import { SectionPlaceholder } from './section-placeholder.js'
import { useDelayedFlag } from './use-delayed-flag.js'

/** A template section as the panel shows it; the host's template sections fit as they are. */
export interface UpdateSection {
  id: string
  name: string
  /** Shown before the name; unknown sections get a bullet. */
  emoji?: string
  /** Grey guidance shown while the section is empty. */
  placeholder?: string
}

/** One formatted entry. Its sectionId is a template section id, optionally followed by `_suffix`. */
export interface UpdateEntry {
  /** A stable id: with it, an edit in progress stays on its entry while another device changes the list. */
  id?: string
  sectionId: string
  sectionName?: string
  headline: string
  content: string
}

/** What an inline edit changes, trimmed. */
export interface EntryChanges {
  headline: string
  content: string
}

export interface FormattedUpdatePanelProps {
  /** The template's sections, in order. */
  sections: readonly UpdateSection[]
  /** The formatted entries; edit and delete callbacks get an entry's index in this array. */
  entries: readonly UpdateEntry[]
  /** Formatting is running; a skeleton shows once it has lasted 300 ms (SPEC §9). Default `false`. */
  formatting?: boolean
  /** Show only sections with entries (the quick panel once content exists). Default `false`. */
  hideEmptySections?: boolean
  /** Offers Edit on each entry's menu; called with the entry's index and the trimmed changes. */
  onEditEntry?: (index: number, changes: EntryChanges) => void
  /** Offers Delete on each entry's menu; called with the entry's index. */
  onDeleteEntry?: (index: number) => void
  /** Host content shown under an entry's text (e.g. a status and its controls); called with the entry and its index. */
  renderEntryExtras?: (entry: UpdateEntry, index: number) => ReactNode
  /** The update's title; with `onTitleChange` it is editable. */
  title?: string
  /** Shown when the title is empty, e.g. the generated default. */
  titlePlaceholder?: string
  /** Makes the title editable; called with the trimmed new title. */
  onTitleChange?: (title: string) => void
  /** Centre the title (quick panel). Default `false`. */
  centeredTitle?: boolean
  /** Buttons beside the title, e.g. Copy and an Actions menu. */
  actions?: ReactNode
  /** Note under the title; null hides it. Default `'All changes saved automatically'`. */
  savedNote?: string | null
  className?: string
}

const BULLET = '•'

/** Entries with ids are followed by id; without, by position. */
const entryKey = (entry: UpdateEntry, index: number) => entry.id ?? `#${index}`

function belongsTo(entry: UpdateEntry, section: UpdateSection): boolean {
  return entry.sectionId === section.id || entry.sectionId.startsWith(`${section.id}_`)
}

interface SectionView {
  key: string
  emoji: string
  name: string
  placeholder: string | undefined
  entries: Array<{ entry: UpdateEntry; index: number }>
}

function groupEntries(sections: readonly UpdateSection[], entries: readonly UpdateEntry[]): SectionView[] {
  const views: SectionView[] = sections.map((section) => ({
    key: section.id,
    emoji: section.emoji ?? BULLET,
    name: section.name,
    placeholder: section.placeholder,
    entries: [],
  }))
  entries.forEach((entry, index) => {
    const at = sections.findIndex((section) => belongsTo(entry, section))
    if (at !== -1) {
      views[at]!.entries.push({ entry, index })
      return
    }
    // Entries of sections the template does not know still show, under their own name.
    const name = entry.sectionName || entry.sectionId
    let view = views.find((candidate) => candidate.key === `other:${name}`)
    if (!view) {
      view = { key: `other:${name}`, emoji: BULLET, name, placeholder: undefined, entries: [] }
      views.push(view)
    }
    view.entries.push({ entry, index })
  })
  return views
}

function Skeleton() {
  return (
    <div className="sayso-skeleton" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="sayso-skeleton__group">
          <span className="sayso-skeleton__line" data-width="short" />
          <span className="sayso-skeleton__line" />
          <span className="sayso-skeleton__line" data-width="medium" />
        </div>
      ))}
    </div>
  )
}

/** The formatted update (SPEC §2): title, sections with emoji, entries with inline edit and delete. */
export function FormattedUpdatePanel({
  sections,
  entries,
  formatting = false,
  hideEmptySections = false,
  onEditEntry,
  onDeleteEntry,
  renderEntryExtras,
  title,
  titlePlaceholder,
  onTitleChange,
  centeredTitle = false,
  actions,
  savedNote = 'All changes saved automatically',
  className,
}: FormattedUpdatePanelProps) {
  const [editingKey, setEditingKey] = useState<string | null>(null)
  // Where focus goes once a deleted entry has left the list (it would otherwise drop to the page body).
  const sectionElements = useRef(new Map<string, HTMLElement>())
  const focusAfterDelete = useRef<{ section: string; position: number } | null>(null)
  useLayoutEffect(() => {
    const wanted = focusAfterDelete.current
    if (!wanted) return
    const section = sectionElements.current.get(wanted.section)
    const remaining = section ? Array.from(section.querySelectorAll<HTMLElement>('.sayso-entry')) : []
    const next = remaining[Math.min(wanted.position, remaining.length - 1)]
    const target =
      next?.querySelector<HTMLElement>('button') ?? section?.querySelector<HTMLElement>('.sayso-section__name')
    if (!target) return
    focusAfterDelete.current = null
    target.focus()
  })
  const showSkeleton = useDelayedFlag(formatting, 300)
  const views = groupEntries(sections, entries).filter((view) => !hideEmptySections || view.entries.length > 0)
  const hasMenu = Boolean(onEditEntry || onDeleteEntry)

  return (
    <section
      className={classNames('sayso-update-panel', className)}
      data-state={showSkeleton ? 'formatting' : entries.length > 0 ? 'filled' : 'empty'}
      aria-busy={formatting || undefined}
      aria-label={title || titlePlaceholder ? undefined : 'Formatted update'}
    >
      {(title !== undefined || titlePlaceholder !== undefined || actions) && (
        <header className="sayso-update-panel__header">
          <div className="sayso-update-panel__heading">
            {onTitleChange ? (
              <EditableTitle
                value={title ?? ''}
                placeholder={titlePlaceholder}
                onValueChange={onTitleChange}
                centered={centeredTitle}
              />
            ) : (
              (title || titlePlaceholder) && (
                <h2 className="sayso-editable-title" data-align={centeredTitle ? 'center' : undefined}>
                  {title || titlePlaceholder}
                </h2>
              )
            )}
            {savedNote && <p className="sayso-update-panel__note">{savedNote}</p>}
          </div>
          {actions && <div className="sayso-update-panel__actions">{actions}</div>}
        </header>
      )}
      {showSkeleton ? (
        <>
          <p className="sayso-visually-hidden" role="status">
            Formatting your update
          </p>
          <Skeleton />
        </>
      ) : (
        views.map((view) => (
          <section
            key={view.key}
            ref={(element) => {
              if (element) sectionElements.current.set(view.key, element)
              else sectionElements.current.delete(view.key)
            }}
            className="sayso-section"
            data-state={view.entries.length > 0 ? 'filled' : 'empty'}
          >
            <h3 className="sayso-section__name" tabIndex={-1}>
              <span className="sayso-section__emoji" aria-hidden="true">
                {view.emoji}
              </span>
              {view.name}
            </h3>
            {view.entries.length === 0
              ? view.placeholder && <SectionPlaceholder text={view.placeholder} />
              : view.entries.map(({ entry, index }) =>
                  editingKey === entryKey(entry, index) && onEditEntry ? (
                    <EntryEditor
                      key={entryKey(entry, index)}
                      headline={entry.headline}
                      content={entry.content}
                      onCancel={() => setEditingKey(null)}
                      onSave={(changes) => {
                        onEditEntry(index, changes)
                        setEditingKey(null)
                      }}
                    />
                  ) : (
                    <article key={entryKey(entry, index)} className="sayso-entry" data-state="viewing">
                      <p className="sayso-entry__text">
                        <strong className="sayso-entry__headline">{entry.headline}</strong>{' '}
                        <span className="sayso-entry__content">{entry.content}</span>
                      </p>
                      {renderEntryExtras?.(entry, index)}
                      {hasMenu && (
                        <div className="sayso-entry__menu" role="group" aria-label={`Actions for ${entry.headline}`}>
                          {onEditEntry && (
                            <button
                              type="button"
                              className="sayso-icon-button"
                              aria-label={`Edit ${entry.headline}`}
                              onClick={() => setEditingKey(entryKey(entry, index))}
                            >
                              <PencilIcon />
                              <span className="sayso-entry__menu-label">Edit</span>
                            </button>
                          )}
                          {onDeleteEntry && (
                            <button
                              type="button"
                              className="sayso-icon-button"
                              data-variant="danger"
                              aria-label={`Delete ${entry.headline}`}
                              onClick={() => {
                                focusAfterDelete.current = {
                                  section: view.key,
                                  position: view.entries.findIndex((shown) => shown.index === index),
                                }
                                onDeleteEntry(index)
                              }}
                            >
                              <TrashIcon />
                              <span className="sayso-entry__menu-label">Delete</span>
                            </button>
                          )}
                        </div>
                      )}
                    </article>
                  ),
                )}
          </section>
        ))
      )}
    </section>
  )
}
