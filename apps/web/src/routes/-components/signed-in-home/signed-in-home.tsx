import type { User } from '@sayso/shared'
import { AppChrome } from '../../../components/app-chrome/index.ts'
import { UpdateTypeChooser } from '../../../components/update-type-chooser/index.ts'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

/** '/' when signed in: the update-type chooser in the app's frame (SPEC §2). */
export function SignedInHome({ user }: { user: User }) {
  usePageTitle('New Update')
  return (
    <AppChrome user={user}>
      <UpdateTypeChooser />
    </AppChrome>
  )
}
