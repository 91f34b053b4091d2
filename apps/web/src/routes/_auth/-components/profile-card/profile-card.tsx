import type { User } from '@sayso/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { userFacingMessage } from '../../../../api/api-client.ts'
import { currentUserQuery } from '../../../../api/auth-api.ts'
import { renameUser } from '../../../../api/user-api.ts'
import { useLogout } from '../../../../auth/use-logout.ts'
import { Button } from '../../../../components/button/index.ts'
import { hasFieldErrors } from '../../../../forms/field-errors.ts'
import { useFieldErrors } from '../../../../forms/use-field-errors.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { TextField } from '../../../-components/text-field/index.ts'
import styles from '../settings.module.css'
import { checkName, nameServerErrors, nameToSubmit } from './name-edit.ts'

function useRename() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => renameUser(name),
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user)
      toast({ title: 'Profile updated', description: 'Your name has been updated successfully.', variant: 'success' })
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })
    },
    onError: (error) => {
      toast({
        title: 'Update failed',
        description: userFacingMessage(error) ?? 'Failed to update name',
        variant: 'destructive',
      })
    },
  })
}

export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(user.name)
  const { errors, show, clear } = useFieldErrors<'name'>()
  const rename = useRename()
  const logout = useLogout()

  const close = () => {
    setEditing(false)
    setDraft(user.name)
    clear('name')
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const problems = checkName(draft)
    show(problems, form)
    if (hasFieldErrors(problems)) return
    const name = nameToSubmit(draft, user.name)
    if (name === null) {
      close()
      return
    }
    rename.mutate(name, { onSuccess: () => setEditing(false), onError: (error) => show(nameServerErrors(error), form) })
  }

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <div className={styles.cardHeader}>
        <h2 id="profile-title" className={styles.cardTitle}>
          Profile
        </h2>
        <p className={styles.cardDescription}>Your account details.</p>
      </div>
      <div className={styles.rows}>
        {editing ? (
          <form className={styles.nameForm} onSubmit={save}>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              autoFocus
              value={draft}
              error={errors.name}
              onChange={(event) => {
                setDraft(event.target.value)
                clear('name')
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close()
              }}
            />
            <div className={styles.formActions}>
              <Button type="submit" disabled={draft.trim() === '' || rename.isPending}>
                {rename.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="secondary" onClick={close} disabled={rename.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.row}>
            <dl className={styles.definition}>
              <dt className={styles.rowLabel}>Name</dt>
              <dd className={styles.rowValue} data-empty={user.name.trim() === ''}>
                {user.name.trim() || 'Not set'}
              </dd>
            </dl>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(user.name)
                setEditing(true)
              }}
            >
              Edit
            </Button>
          </div>
        )}
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={user.email}
          readOnly
          hint="Email address cannot be changed"
        />
        {user.updatesLimit !== null && (
          <div className={styles.row}>
            <dl className={styles.definition}>
              <dt className={styles.rowLabel}>Plan</dt>
              <dd className={styles.rowValue}>
                Free · {user.updatesUsed} of {user.updatesLimit} updates used
              </dd>
            </dl>
          </div>
        )}
      </div>
      <div className={styles.cardFooter}>
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut size={16} aria-hidden />
          {logout.isPending ? 'Signing out...' : 'Log out'}
        </Button>
      </div>
    </section>
  )
}
