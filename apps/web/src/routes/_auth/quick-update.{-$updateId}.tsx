import { createFileRoute } from '@tanstack/react-router'
import { preopenUpdate } from '../../workspace/preopen-update.ts'
import { UpdateNotFound, checkUpdateAddress } from './-components/update-address/index.ts'
import { QuickWorkspace } from './-components/quick-workspace/index.ts'

// SPEC §2: /quick-update starts a new quick update; /quick-update/{id} is its address once it exists.
export const Route = createFileRoute('/_auth/quick-update/{-$updateId}')({
  loader: ({ params, context, preload }) => {
    checkUpdateAddress(params.updateId)
    if (!preload) preopenUpdate(context, 'quick', params.updateId)
  },
  notFoundComponent: UpdateNotFound,
  component: QuickAtAddress,
})

function QuickAtAddress() {
  const { updateId } = Route.useParams()
  return <QuickWorkspace updateId={updateId} />
}
