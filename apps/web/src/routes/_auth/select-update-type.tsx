import { createFileRoute } from '@tanstack/react-router'
import { UpdateTypeChooser } from '../../components/update-type-chooser/index.ts'
import { usePageTitle } from '../../hooks/use-page-title.ts'

export const Route = createFileRoute('/_auth/select-update-type')({
  component: SelectUpdateType,
})

function SelectUpdateType() {
  usePageTitle('New Update')
  return <UpdateTypeChooser />
}
