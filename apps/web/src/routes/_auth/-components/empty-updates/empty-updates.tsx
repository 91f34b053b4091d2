import { useNavigate } from '@tanstack/react-router'
import { FileText, Plus } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import { markNewUpdateInitiated } from '../../../../workspace-session/workspace-session.ts'
import { EmptyState } from './empty-state.tsx'

// SPEC §9: a new update is initiated 100 ms after the click.
const NEW_UPDATE_INITIATION_MS = 100

export function EmptyUpdates() {
  const navigate = useNavigate()
  return (
    <EmptyState
      icon={<FileText size={28} />}
      title="No updates yet"
      text="Create your first update by recording voice notes or typing content."
      action={
        <Button
          size="lg"
          onClick={() => {
            markNewUpdateInitiated()
            setTimeout(() => void navigate({ to: '/select-update-type' }), NEW_UPDATE_INITIATION_MS)
          }}
        >
          <Plus size={18} aria-hidden />
          Create Update
        </Button>
      }
    />
  )
}
