import { createFileRoute } from '@tanstack/react-router'
import { preopenUpdate } from '../../workspace/preopen-update.ts'
import { UpdateNotFound, checkUpdateAddress } from './-components/update-address/index.ts'
import { WeeklyWorkspace } from './-components/weekly-workspace/index.ts'

// SPEC §2: /app starts a new weekly update; /app/{id} is that update's address once it exists.
export const Route = createFileRoute('/_auth/app/{-$updateId}')({
  loader: ({ params, context, preload }) => {
    checkUpdateAddress(params.updateId)
    if (!preload) preopenUpdate(context, 'weekly', params.updateId)
  },
  notFoundComponent: UpdateNotFound,
  component: WeeklyAtAddress,
})

function WeeklyAtAddress() {
  const { updateId } = Route.useParams()
  return <WeeklyWorkspace address="/app/{-$updateId}" updateId={updateId} />
}
