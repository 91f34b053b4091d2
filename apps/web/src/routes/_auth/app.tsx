import { createFileRoute } from '@tanstack/react-router'
import { WeeklyWorkspace } from './-components/weekly-workspace/index.ts'

export const Route = createFileRoute('/_auth/app')({
  component: WeeklyWorkspace,
})
