// SPEC §3: the session storage flags the pages around the workspaces share. The update itself lives
// in its document at its own address; no copy of it is kept here.
export const SESSION_KEYS = {
  /** The weekly target section the tab last chose (kept through a reload, as a recording may be finished after one). */
  targetSection: 'sayso-target-section',
  initiateNewUpdate: 'initiate-new-update',
  confirmNewUpdate: 'confirm-new-update',
} as const

// Keys of earlier versions, which held a copy of the open update: removed wherever flags are cleared.
const RETIRED_KEYS = ['sayso-workspace-session', 'sayso-workspace-session-active', 'load-saved-update']

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be disabled (privacy settings); the app works on without the flags.
    return null
  }
}

/** Login, register, logout and "Continue" on the chooser start from a clean slate (SPEC §4). */
export function clearWorkspaceSession(): void {
  const store = storage()
  if (!store) return
  for (const key of [...Object.values(SESSION_KEYS), ...RETIRED_KEYS]) store.removeItem(key)
}

export function markNewUpdateInitiated(): void {
  storage()?.setItem(SESSION_KEYS.initiateNewUpdate, 'true')
}

/** SPEC §4: confirming "Start a new update?" goes to the chooser with this flag; Continue there clears it. */
export function markNewUpdateConfirmed(): void {
  storage()?.setItem(SESSION_KEYS.confirmNewUpdate, 'true')
}

export const readTargetSection = (): string => storage()?.getItem(SESSION_KEYS.targetSection) ?? ''

export function writeTargetSection(sectionId: string): void {
  storage()?.setItem(SESSION_KEYS.targetSection, sectionId)
}
