import { createFileRoute } from '@tanstack/react-router'
import { QuickWorkspace } from './-components/quick-workspace/index.ts'

export const Route = createFileRoute('/_auth/quick-update')({
  component: QuickWorkspace,
})
