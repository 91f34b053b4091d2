import { QUICK_TEMPLATE, WEEKLY_TEMPLATE, type SavedUpdate } from '@sayso/shared'
import { beforeEach, describe, expect, it } from 'vitest'
import { currentToast } from '../toasts/toast-store.ts'
import { handOffSavedUpdate, writeWorkspaceSession } from '../workspace-session/workspace-session.ts'
import { announceLoadOutcome, initialWorkspaceSession, sessionFits } from './initial-session.ts'

const saved: SavedUpdate = {
  id: '5b0f2d0e-8a51-4c1f-9a7e-2b3c4d5e6f70',
  title: 'Week 12 status',
  templateName: 'Weekly Update',
  content: JSON.stringify([{ sectionId: 'horizon_1', headline: 'Beta in March', content: '' }]),
  updateType: 'weekly',
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
}

beforeEach(() => sessionStorage.clear())

describe('a workspace opening an update handed over by Recent Updates', () => {
  it('gets the same session when React renders it twice, and announces the load once', () => {
    handOffSavedUpdate(saved)
    const first = initialWorkspaceSession()
    const second = initialWorkspaceSession()
    expect(second).toEqual(first)
    expect(first).toMatchObject({ currentUpdateId: saved.id, updateTitle: 'Week 12 status' })

    announceLoadOutcome(first?.updateTitle)
    expect(currentToast()).toMatchObject({ title: 'Update Loaded', description: 'Week 12 status' })
    const shown = currentToast()
    announceLoadOutcome(first?.updateTitle)
    expect(currentToast()).toBe(shown)
  })

  it('says when the handed-over update cannot be read', () => {
    handOffSavedUpdate({ ...saved, content: 'not json' })
    expect(initialWorkspaceSession()).toBeNull()
    announceLoadOutcome(undefined)
    expect(currentToast()).toMatchObject({ title: 'Load Failed', description: 'Failed to load the saved update.' })
  })
})

describe('a session', () => {
  it('fits only the workspace of its template', () => {
    writeWorkspaceSession({
      recordings: [],
      selectedTemplate: 'quick-update',
      targetSection: '',
      formattedSections: [],
      textInput: '',
      updateTitle: 'Quick one',
      currentUpdateId: null,
    })
    const session = initialWorkspaceSession()
    expect(sessionFits(session, QUICK_TEMPLATE)).toBe(true)
    expect(sessionFits(session, WEEKLY_TEMPLATE)).toBe(false)
    expect(sessionFits(null, WEEKLY_TEMPLATE)).toBe(false)
  })
})
