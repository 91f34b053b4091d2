import { useLocation } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useEffect, useRef, type RefObject } from 'react'
import {
  UPDATE_FILTERS,
  UPDATE_ORDERS,
  updateSearchSchema,
  type UpdateFilter,
  type UpdateOrder,
  type UpdateSearch,
} from '../../../../updates/find-updates.ts'
import styles from './update-search-bar.module.css'

const FILTER_LABELS: Record<UpdateFilter, string> = { all: 'All', weekly: 'Weekly', quick: 'Quick' }
const ORDER_LABELS: Record<UpdateOrder, string> = { newest: 'Newest first', oldest: 'Oldest first' }

interface UpdateSearchBarProps {
  /** The choices in the address. */
  search: UpdateSearch
  /** Called on every keystroke in the search box. */
  onWordsChange: (q: string) => void
  onChoose: (change: Pick<UpdateSearch, 'type'> | Pick<UpdateSearch, 'order'>) => void
  /** The search box, for the page to focus (after Clear). */
  inputRef: RefObject<HTMLInputElement | null>
}

/** The search box, the Weekly / Quick filter and the order of Recent Updates. */
export function UpdateSearchBar({ search, onWordsChange, onChoose, inputRef }: UpdateSearchBarProps) {
  // The box is not controlled by the address: the router updates it a moment after each keystroke,
  // and writing it back would move the caret. Typing replaces the history entry; a new entry (back,
  // forward, a filter, Clear) writes the address's words into the box.
  // Both read from the location, which changes before the validated search does.
  const entry = useLocation({ select: (location) => location.state.__TSR_index })
  const wordsInAddress = useLocation({ select: (location) => updateSearchSchema.parse(location.search).q })
  const shownEntry = useRef(entry)
  useEffect(() => {
    if (shownEntry.current === entry) return
    shownEntry.current = entry
    if (inputRef.current) inputRef.current.value = wordsInAddress
  }, [entry, wordsInAddress, inputRef])

  return (
    <div className={styles.bar} role="search" aria-label="Find an update">
      <div className={styles.searchField}>
        <Search className={styles.searchIcon} size={18} aria-hidden />
        <label htmlFor="update-search" className="visually-hidden">
          Search updates
        </label>
        <input
          id="update-search"
          ref={inputRef}
          className={styles.searchInput}
          type="search"
          placeholder="Search titles and content"
          defaultValue={search.q}
          onChange={(event) => onWordsChange(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={styles.choices}>
        <fieldset className={styles.segments}>
          <legend className="visually-hidden">Type</legend>
          {UPDATE_FILTERS.map((type) => (
            <label key={type} className={styles.segment}>
              <input
                type="radio"
                name="update-type"
                className={styles.segmentInput}
                value={type}
                checked={search.type === type}
                onChange={() => onChoose({ type })}
              />
              {FILTER_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <label className={styles.order}>
          <span className="visually-hidden">Order</span>
          <select
            className={styles.orderSelect}
            value={search.order}
            onChange={(event) => onChoose({ order: event.currentTarget.value as UpdateOrder })}
          >
            {UPDATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {ORDER_LABELS[order]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  )
}
