import { createFileRoute } from '@tanstack/react-router'
import { WeeklyWorkspace } from './-components/weekly-workspace/index.ts'

// SPEC §2: /weekly-update is another address of the weekly workspace.
export const Route = createFileRoute('/_auth/weekly-update')({
  component: WeeklyWorkspace,
})
