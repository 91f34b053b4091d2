import { createFileRoute } from '@tanstack/react-router'
import { useCurrentUser } from '../../auth/auth-hooks.ts'
import { PageHeader } from '../../components/page-header/index.ts'
import { usePageTitle } from '../../hooks/use-page-title.ts'
import { AppearanceCard } from './-components/appearance-card/index.ts'
import { DangerZone } from './-components/danger-zone/index.ts'
import { ProfileCard } from './-components/profile-card/index.ts'
import { VocabularyCard } from './-components/vocabulary-card/index.ts'
import styles from './-components/settings.module.css'

export const Route = createFileRoute('/_auth/settings')({
  component: Settings,
})

function Settings() {
  usePageTitle('Settings')
  const { data: user } = useCurrentUser()
  return (
    <div className={styles.page}>
      <PageHeader title="Settings" description="Manage your profile, your vocabulary and your data." />
      {user ? (
        <>
          <ProfileCard user={user} />
          <AppearanceCard />
          <VocabularyCard />
          <DangerZone />
        </>
      ) : (
        <p>Please log in to access settings.</p>
      )}
    </div>
  )
}
