import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { userFacingMessage } from '../../../../api/api-client.ts'
import { currentUserQuery } from '../../../../api/auth-api.ts'
import { savedUpdatesKey } from '../../../../api/updates-api.ts'
import { deleteAccount, deleteAllUpdates } from '../../../../api/user-api.ts'
import { useForgetDeviceData } from '../../../../sync/use-forget-device-data.ts'
import { cancelExpectedSessionEnd, expectSessionEnd, switchUser } from '../../../../auth/auth-hooks.ts'
import { Button } from '../../../../components/button/index.ts'
import { ConfirmDialog } from '../../../../components/confirm-dialog/index.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import styles from '../settings.module.css'

// SPEC §9: after the account is deleted the user sees the toast, then lands on '/' 1.5 s later.
export const POST_DELETION_REDIRECT_MS = 1500

function useDeleteAllUpdates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAllUpdates,
    onSuccess: async () => {
      toast({
        title: 'Updates deleted',
        description: 'All your updates and recordings have been deleted.',
        variant: 'success',
      })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedUpdatesKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ])
    },
    onError: (error) => {
      toast({
        title: 'Deletion failed',
        description: userFacingMessage(error) ?? 'Failed to delete updates',
        variant: 'destructive',
      })
    },
  })
}

function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const forgetDeviceData = useForgetDeviceData()
  return useMutation({
    mutationFn: deleteAccount,
    onMutate: expectSessionEnd,
    onSuccess: () => {
      void forgetDeviceData()
      toast({
        title: 'Account deleted',
        description: 'Your account has been deleted successfully.',
        variant: 'success',
      })
      setTimeout(() => {
        switchUser(queryClient, null)
        void navigate({ to: '/' })
      }, POST_DELETION_REDIRECT_MS)
    },
    onError: (error) => {
      cancelExpectedSessionEnd()
      toast({
        title: 'Deletion failed',
        description: userFacingMessage(error) ?? 'Failed to delete account',
        variant: 'destructive',
      })
    },
  })
}

type Confirming = 'updates' | 'account' | null

export function DangerZone() {
  const [confirming, setConfirming] = useState<Confirming>(null)
  const removeUpdates = useDeleteAllUpdates()
  const removeAccount = useDeleteAccount()
  const closeDialog = (open: boolean) => {
    if (!open) setConfirming(null)
  }

  return (
    <section className={`${styles.card} ${styles.dangerCard}`} aria-labelledby="danger-title">
      <div className={styles.cardHeader}>
        <h2 id="danger-title" className={`${styles.cardTitle} ${styles.dangerTitle}`}>
          Danger Zone
        </h2>
        <p className={styles.cardDescription}>These actions are permanent and cannot be undone.</p>
      </div>
      <div className={styles.rows}>
        <div className={styles.row}>
          <div>
            <p className={styles.rowValue}>Delete all updates and recordings</p>
            <p className={styles.rowHint}>Removes every saved update and recording. Your account stays.</p>
          </div>
          <Button variant="danger" onClick={() => setConfirming('updates')}>
            Delete All Updates and Recordings
          </Button>
        </div>
        <div className={styles.row}>
          <div>
            <p className={styles.rowValue}>Delete account</p>
            <p className={styles.rowHint}>Removes your account and everything in it, and signs you out.</p>
          </div>
          <Button variant="danger" onClick={() => setConfirming('account')}>
            Delete My Account
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming === 'updates'}
        onOpenChange={closeDialog}
        title="Delete all updates and recordings?"
        description="Every saved update and recording will be permanently deleted. This cannot be undone."
        confirmLabel="Delete everything"
        pendingLabel="Deleting..."
        pending={removeUpdates.isPending}
        onConfirm={() => removeUpdates.mutate(undefined, { onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === 'account'}
        onOpenChange={closeDialog}
        title="Delete your account?"
        description="Your account, updates and recordings will be permanently deleted and you will be signed out. This cannot be undone."
        confirmLabel="Delete my account"
        pendingLabel="Deleting..."
        pending={removeAccount.isPending}
        onConfirm={() => removeAccount.mutate(undefined, { onSettled: () => setConfirming(null) })}
      />
    </section>
  )
}
