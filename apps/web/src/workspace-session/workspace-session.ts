import { parseEntries, templateForType, type FormattedEntry, type SavedUpdate, type Template } from '@sayso/shared'

// SPEC §3: the session storage keys the workspaces and the pages around them share.
export const SESSION_KEYS = {
  data: 'sayso-workspace-session',
  active: 'sayso-workspace-session-active',
  loadSavedUpdate: 'load-saved-update',
  initiateNewUpdate: 'initiate-new-update',
  confirmNewUpdate: 'confirm-new-update',
} as const

/** The workspace state that survives a reload (SPEC §3: only these fields are persisted). */
export interface WorkspaceSession {
  recordings: Array<{ id: string; transcription: string; timestamp: string; duration: number; assignedSection?: string }>
  selectedTemplate: Template['id'] | null
  targetSection: string
  formattedSections: FormattedEntry[]
  textInput: string
  updateTitle: string
  currentUpdateId: string | null
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be disabled (privacy settings); the app works on without persistence.
    return null
  }
}

/** Login, register, logout and "Continue" on the chooser start from a clean workspace (SPEC §4). */
export function clearWorkspaceSession(): void {
  const store = storage()
  if (!store) return
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key)
}

export function readWorkspaceSession(): WorkspaceSession | null {
  const store = storage()
  if (!store || store.getItem(SESSION_KEYS.active) !== 'true') return null
  try {
    return JSON.parse(store.getItem(SESSION_KEYS.data) ?? 'null') as WorkspaceSession | null
  } catch {
    return null
  }
}

export function writeWorkspaceSession(session: WorkspaceSession): void {
  const store = storage()
  if (!store) return
  store.setItem(SESSION_KEYS.data, JSON.stringify(session))
  store.setItem(SESSION_KEYS.active, 'true')
}

/** Opening a saved update hands it to the workspace through session storage (SPEC §4). */
export function handOffSavedUpdate(update: SavedUpdate): void {
  storage()?.setItem(SESSION_KEYS.loadSavedUpdate, JSON.stringify(update))
}

export type LoadResult =
  | { status: 'none' }
  | { status: 'loaded'; session: WorkspaceSession; template: Template }
  | { status: 'failed' }

/**
 * Takes the handed-off update (once) and turns it into the workspace session: its content parsed as
 * sections, the Quick template for quick updates (else Weekly), its title and id (SPEC §4).
 */
export function takeHandedOffUpdate(): LoadResult {
  const store = storage()
  const raw = store?.getItem(SESSION_KEYS.loadSavedUpdate)
  if (!store || raw == null) return { status: 'none' }
  store.removeItem(SESSION_KEYS.loadSavedUpdate)
  try {
    const update = JSON.parse(raw) as SavedUpdate
    const entries = parseEntries(update.content)
    if (!entries) return { status: 'failed' }
    const template = templateForType(update.updateType)
    const session: WorkspaceSession = {
      recordings: [],
      selectedTemplate: template.id,
      targetSection: '',
      formattedSections: entries,
      textInput: '',
      updateTitle: update.title,
      currentUpdateId: update.id,
    }
    writeWorkspaceSession(session)
    return { status: 'loaded', session, template }
  } catch {
    return { status: 'failed' }
  }
}

export function markNewUpdateInitiated(): void {
  storage()?.setItem(SESSION_KEYS.initiateNewUpdate, 'true')
}

/** SPEC §4: confirming "Start a new update?" goes to the chooser with this flag; Continue there clears it. */
export function markNewUpdateConfirmed(): void {
  storage()?.setItem(SESSION_KEYS.confirmNewUpdate, 'true')
}
