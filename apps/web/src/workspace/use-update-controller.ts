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

/**
 * One part of the controller's state (a field, or something worked out from fields): the component
 * re-renders when that part changes, not on every change — a key press in the text field re-renders
 * the field, not the thousand entries beside it (issue 18). The part must be a field as it is or a
 * value compared by `Object.is` (a boolean, a number), never an object made afresh.
 */
export function useWorkspace<T>(controller: UpdateController, select: (state: WorkspaceState) => T): T {
  return useSyncExternalStore(controller.subscribe, () => select(controller.getSnapshot()))
}
