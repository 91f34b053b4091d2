import { beforeEach, describe, expect, it } from 'vitest'
import {
  SESSION_KEYS,
  clearWorkspaceSession,
  markNewUpdateConfirmed,
  markNewUpdateInitiated,
} from './workspace-session.ts'

beforeEach(() => sessionStorage.clear())

describe('the new-update flags', () => {
  it('are set by the pages that start a new update', () => {
    markNewUpdateInitiated()
    markNewUpdateConfirmed()
    expect(sessionStorage.getItem(SESSION_KEYS.initiateNewUpdate)).toBe('true')
    expect(sessionStorage.getItem(SESSION_KEYS.confirmNewUpdate)).toBe('true')
  })

  it('are cleared with the copies of the open update earlier versions kept, and nothing else', () => {
    markNewUpdateConfirmed()
    sessionStorage.setItem('sayso-workspace-session', '{"textInput":"old"}')
    sessionStorage.setItem('load-saved-update', '{}')
    sessionStorage.setItem('unrelated', 'kept')
    clearWorkspaceSession()
    expect(Object.keys(sessionStorage)).toEqual(['unrelated'])
  })
})
