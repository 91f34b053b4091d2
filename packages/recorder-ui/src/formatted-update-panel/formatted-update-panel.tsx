import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { EditableTitle } from '../editable-title/editable-title.js'
import { classNames } from '../internal/class-names.js'
import { EntryEditor } from './entry-editor.js'
import { rowRuns } from './row-blocks.js'
import { useAfterFirstPaint } from './use-after-first-paint.js'
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

/** Entries per block the browser lays out, or skips while off screen, as one (see row-blocks.ts). */
const ROWS_PER_BLOCK = 50

/** Entries with ids are followed by id; without, by position. */
const entryKey = (entry: UpdateEntry, index: number) => entry.id || `#${index}`

interface SectionView {
  key: string
  emoji: string
  name: string
  placeholder: string | undefined
  /** Each with its index in the panel's entries and its place among the section's. */
  entries: Array<{ entry: UpdateEntry; index: number; position: number }>
}

function groupEntries(sections: readonly UpdateSection[], entries: readonly UpdateEntry[]): SectionView[] {
  const views: SectionView[] = sections.map((section) => ({
    key: section.id,
    emoji: section.emoji ?? BULLET,
    name: section.name,
    placeholder: section.placeholder,
    entries: [],
  }))
  // Each section's id and its entries' prefix, made once rather than once per entry and section: with a
  // thousand entries that was thousands of strings built and compared on every reload (issue 18).
  const prefixes = sections.map((section) => `${section.id}_`)
  const sectionOf = (sectionId: string) =>
    sections.findIndex((section, at) => sectionId === section.id || sectionId.startsWith(prefixes[at]!))
  entries.forEach((entry, index) => {
    const at = sectionOf(entry.sectionId)
    if (at !== -1) {
      const view = views[at]!
      view.entries.push({ entry, index, position: view.entries.length })
      return
    }
    // Entries of sections the template does not know still show, under their own name.
    const name = entry.sectionName || entry.sectionId
    let view = views.find((candidate) => candidate.key === `other:${name}`)
    if (!view) {
      view = { key: `other:${name}`, emoji: BULLET, name, placeholder: undefined, entries: [] }
      views.push(view)
    }
    view.entries.push({ entry, index, position: view.entries.length })
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
  const [sectionElements] = useState(() => new Map<string, HTMLElement>())
  const focusAfterDelete = useRef<{ section: string; position: number } | null>(null)
  useLayoutEffect(() => {
    const wanted = focusAfterDelete.current
    if (!wanted) return
    const section = sectionElements.get(wanted.section)
    const remaining = section ? Array.from(section.querySelectorAll<HTMLElement>('.sayso-entry')) : []
    const next = remaining[Math.min(wanted.position, remaining.length - 1)]
    const target =
      next?.querySelector<HTMLElement>('button') ?? section?.querySelector<HTMLElement>('.sayso-section__name')
    if (!target) return
    focusAfterDelete.current = null
    target.focus()
  })
  const showSkeleton = useDelayedFlag(formatting, 300)
  // Each entry's Edit and Delete menu is half of its row's elements: a thousand entries paint first and
  // get their menus right after, rather than all waiting for them (issue 18). Nobody uses a menu before
  // seeing its entry.
  const menusShown = useAfterFirstPaint()
  // A render for anything but the entries (the title, the host's own state) leaves the grouping as it was.
  const grouped = useMemo(() => groupEntries(sections, entries), [sections, entries])
  const views = useMemo(
    () => (hideEmptySections ? grouped.filter((view) => view.entries.length > 0) : grouped),
    [grouped, hideEmptySections],
  )
  const deleteEntry = useCallback(
    (index: number, section: string, position: number) => {
      focusAfterDelete.current = { section, position }
      onDeleteEntry?.(index)
    },
    [onDeleteEntry],
  )

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
        <SectionList
          views={views}
          sectionElements={sectionElements}
          editingKey={editingKey}
          onEditing={setEditingKey}
          onEditEntry={menusShown ? onEditEntry : undefined}
          onDeleteEntry={menusShown && onDeleteEntry ? deleteEntry : undefined}
          renderEntryExtras={renderEntryExtras}
        />
      )}
    </section>
  )
}

interface SectionListProps {
  views: readonly SectionView[]
  /** Filled with each section's element, for focus after a delete. */
  sectionElements: Map<string, HTMLElement>
  editingKey: string | null
  onEditing: (entryKey: string | null) => void
  onEditEntry: ((index: number, changes: EntryChanges) => void) | undefined
  onDeleteEntry: ((index: number, sectionKey: string, position: number) => void) | undefined
  renderEntryExtras: FormattedUpdatePanelProps['renderEntryExtras']
}

/**
 * The sections and their entries. Memoised: a render of the panel for its title or actions (or of the
 * host for a key press in its text field) leaves a thousand entries alone.
 */
const SectionList = memo(function SectionList({
  views,
  sectionElements,
  editingKey,
  onEditing,
  onEditEntry,
  onDeleteEntry,
  renderEntryExtras,
}: SectionListProps) {
  return views.map((view) => (
    <section
      key={view.key}
      ref={(element) => {
        if (element) sectionElements.set(view.key, element)
        else sectionElements.delete(view.key)
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
        : rowRuns(
            view.entries,
            ({ entry, index }) => onEditEntry !== undefined && editingKey === entryKey(entry, index),
            ROWS_PER_BLOCK,
          ).map((run) => {
            if (run.kind === 'editing') {
              const { entry, index } = run.row
              return (
                <EntryEditor
                  key={entryKey(entry, index)}
                  headline={entry.headline}
                  content={entry.content}
                  onCancel={() => onEditing(null)}
                  onSave={(changes) => {
                    onEditEntry?.(index, changes)
                    onEditing(null)
                  }}
                />
              )
            }
            return (
              <div
                key={run.key}
                className="sayso-entry-block"
                style={{ '--sayso-block-rows': run.rows.length } as CSSProperties}
              >
                {run.rows.map(({ entry, index, position }) => {
                  const key = entryKey(entry, index)
                  return (
                    <EntryRow
                      key={key}
                      entry={entry}
                      entryKey={key}
                      index={index}
                      sectionKey={view.key}
                      position={position}
                      onEdit={onEditEntry && onEditing}
                      onDelete={onDeleteEntry}
                      renderExtras={renderEntryExtras}
                    />
                  )
                })}
              </div>
            )
          })}
    </section>
  ))
})

interface EntryRowProps {
  entry: UpdateEntry
  entryKey: string
  index: number
  sectionKey: string
  /** Its place among its section's entries: where focus goes once it is deleted. */
  position: number
  onEdit: ((entryKey: string | null) => void) | undefined
  onDelete: ((index: number, sectionKey: string, position: number) => void) | undefined
  renderExtras: FormattedUpdatePanelProps['renderEntryExtras']
}

/**
 * One entry with its Edit and Delete menu. Memoised: with a thousand entries on the page, a render of
 * the panel (a key press elsewhere, one entry edited) renders only the rows whose entry changed. Six
 * elements a row (the icons are the buttons' own pseudo-elements, the text one text node): a reload
 * of a thousand entries makes, styles and lays out each of them (issue 18).
 */
const EntryRow = memo(function EntryRow({
  entry,
  entryKey,
  index,
  sectionKey,
  position,
  onEdit,
  onDelete,
  renderExtras,
}: EntryRowProps) {
  return (
    <article className="sayso-entry" data-state="viewing">
      <p className="sayso-entry__text">
        <strong className="sayso-entry__headline">{entry.headline}</strong>
        {` ${entry.content}`}
      </p>
      {renderExtras?.(entry, index)}
      {(onEdit || onDelete) && (
        <div className="sayso-entry__menu" role="group" aria-label={`Actions for ${entry.headline}`}>
          {onEdit && (
            <button
              type="button"
              className="sayso-icon-button sayso-entry__action"
              data-icon="edit"
              aria-label={`Edit ${entry.headline}`}
              onClick={() => onEdit(entryKey)}
            >
              Edit
            </button>
          )}
          {onDelete && (
            <button
              type="button"
              className="sayso-icon-button sayso-entry__action"
              data-variant="danger"
              data-icon="delete"
              aria-label={`Delete ${entry.headline}`}
              onClick={() => onDelete(index, sectionKey, position)}
            >
              Delete
            </button>
          )}
        </div>
      )}
    </article>
  )
})
