import { SearchX } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import { EmptyState } from './empty-state.tsx'

/** Recent Updates when the search or filter hides every update (unlike 'No updates yet', the user has some). */
export function NoMatchingUpdates({ onClear }: { /** Clears the search and the filter. */ onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchX size={28} />}
      title="No updates match"
      text="Try fewer or other words, or show every type."
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear search and filter
        </Button>
      }
    />
  )
}
