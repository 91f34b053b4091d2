import type { SavedUpdate } from '@sayso/shared'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SESSION_KEYS,
  clearWorkspaceSession,
  handOffSavedUpdate,
  readWorkspaceSession,
  takeHandedOffUpdate,
} from './workspace-session.ts'

const quick: SavedUpdate = {
  id: '5b0f2d0e-8a51-4c1f-9a7e-2b3c4d5e6f70',
  title: 'Launch status for Dana',
  templateName: 'Quick Update',
  content: JSON.stringify([{ sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' }]),
  updateType: 'quick',
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
}

beforeEach(() => sessionStorage.clear())

describe('given a saved update opened from Recent Updates', () => {
  it('loads it once into the workspace session with its template, title and id', () => {
    handOffSavedUpdate(quick)
    const result = takeHandedOffUpdate()
    expect(result).toMatchObject({ status: 'loaded', template: { id: 'quick-update' } })
    expect(readWorkspaceSession()).toMatchObject({
      selectedTemplate: 'quick-update',
      updateTitle: 'Launch status for Dana',
      currentUpdateId: quick.id,
      formattedSections: [{ sectionId: 'tldr', headline: 'On track' }],
    })
    expect(takeHandedOffUpdate()).toEqual({ status: 'none' })
  })

  it('fails to load content that is not an entries array', () => {
    handOffSavedUpdate({ ...quick, content: 'not json' })
    expect(takeHandedOffUpdate()).toEqual({ status: 'failed' })
    sessionStorage.setItem(SESSION_KEYS.loadSavedUpdate, '{broken')
    expect(takeHandedOffUpdate()).toEqual({ status: 'failed' })
    expect(readWorkspaceSession()).toBeNull()
  })
})

describe('clearing the workspace session', () => {
  it('removes every key the workspace uses', () => {
    handOffSavedUpdate(quick)
    takeHandedOffUpdate()
    sessionStorage.setItem(SESSION_KEYS.initiateNewUpdate, 'true')
    sessionStorage.setItem('unrelated', 'kept')
    clearWorkspaceSession()
    expect(Object.keys(sessionStorage)).toEqual(['unrelated'])
  })
})
