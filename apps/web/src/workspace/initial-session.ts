import type { Template } from '@sayso/shared'
import { toast } from '../toasts/toast-store.ts'
import {
  readWorkspaceSession,
  takeHandedOffUpdate,
  type LoadResult,
  type WorkspaceSession,
} from '../workspace-session/workspace-session.ts'

let loadOutcome: LoadResult['status'] | null = null

/**
 * The session a workspace starts from (SPEC §4): an update handed over by Recent Updates, else the
 * active session of this tab, else none. Safe to call twice for one mount (React's StrictMode): the
 * hand-off is taken once and its outcome is kept for `announceLoadOutcome`.
 */
export function initialWorkspaceSession(): WorkspaceSession | null {
  const handOff = takeHandedOffUpdate()
  if (handOff.status !== 'none') loadOutcome = handOff.status
  return readWorkspaceSession()
}

/** SPEC §4/§8: 'Update Loaded' or 'Load Failed', once, after a hand-off. */
export function announceLoadOutcome(title: string | undefined): void {
  if (loadOutcome === 'loaded') toast({ title: 'Update Loaded', description: title, variant: 'success' })
  if (loadOutcome === 'failed') {
    toast({ title: 'Load Failed', description: 'Failed to load the saved update.', variant: 'destructive' })
  }
  loadOutcome = null
}

/** Whether a session belongs to this workspace's template (a weekly session is not a quick one). */
export function sessionFits(session: WorkspaceSession | null, template: Template): session is WorkspaceSession {
  return session !== null && (session.selectedTemplate ?? 'weekly-update') === template.id
}
