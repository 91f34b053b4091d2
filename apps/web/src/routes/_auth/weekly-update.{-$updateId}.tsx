import { createFileRoute } from '@tanstack/react-router'
import { UpdateNotFound, checkUpdateAddress } from './-components/update-address/index.ts'
import { WeeklyWorkspace } from './-components/weekly-workspace/index.ts'

// SPEC §2: /weekly-update is another address of the weekly workspace.
export const Route = createFileRoute('/_auth/weekly-update/{-$updateId}')({
  loader: ({ params }) => checkUpdateAddress(params.updateId),
  notFoundComponent: UpdateNotFound,
  component: WeeklyAtAddress,
})

function WeeklyAtAddress() {
  const { updateId } = Route.useParams()
  return <WeeklyWorkspace address="/weekly-update/{-$updateId}" updateId={updateId} />
}
