import type { UpdateType } from '@sayso/shared'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { useWorkspaceCore } from '../sync/sync-provider.tsx'
import type { UpdateController, WorkspaceState } from './update-controller.ts'

/**
 * The controller of the update at this address: `updateId`'s, or (without one) the new update this
 * visit makes — each visit of /app or /quick-update starts its own. Null until the user's sync client exists.
 */
export function useUpdateController(updateType: UpdateType, updateId: string | undefined): UpdateController | null {
  const core = useWorkspaceCore()
  // Every navigation has its own history key: a new visit of a workspace's address is a new update.
  const visit = useRouterState({ select: (state) => state.location.state.__TSR_key ?? state.location.href })
  const controller = core?.controllerFor(updateType, updateId ?? `new:${visit}`, updateId ?? null) ?? null
  useEffect(() => (core && controller ? core.retain(controller) : undefined), [core, controller])
  return controller
}

/** The controller's state, re-rendered on every change. */
export function useWorkspaceState(controller: UpdateController): WorkspaceState {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot)
}
