import { createFileRoute } from '@tanstack/react-router'
import { preopenUpdate } from '../../workspace/preopen-update.ts'
import { UpdateNotFound, checkUpdateAddress } from './-components/update-address/index.ts'
import { WeeklyWorkspace } from './-components/weekly-workspace/index.ts'

// SPEC §2: /weekly-update is another address of the weekly workspace.
export const Route = createFileRoute('/_auth/weekly-update/{-$updateId}')({
  loader: ({ params, context, preload }) => {
    checkUpdateAddress(params.updateId)
    if (!preload) preopenUpdate(context, 'weekly', params.updateId)
  },
  notFoundComponent: UpdateNotFound,
  component: WeeklyAtAddress,
})

function WeeklyAtAddress() {
  const { updateId } = Route.useParams()
  return <WeeklyWorkspace address="/weekly-update/{-$updateId}" updateId={updateId} />
}
