import { describe, expect, it } from 'vitest'
import { browserSupportNotice, type BrowserFeatures } from './browser-support.ts'

const everything: BrowserFeatures = {
  mediaRecorder: true,
  microphone: true,
  fileReader: true,
  localStorage: true,
  sessionStorage: true,
  clipboard: true,
}

describe('the browser support check', () => {
  it('says nothing when the browser has everything', () => {
    expect(browserSupportNotice(everything)).toBeNull()
  })

  it.each(['mediaRecorder', 'fileReader', 'localStorage'] as const)(
    'calls the browser unsupported without %s',
    (feature) => {
      expect(browserSupportNotice({ ...everything, [feature]: false })).toEqual({
        title: 'Unsupported browser',
        description: 'Please use Chrome, Firefox, Safari, or Edge for the best experience',
        variant: 'destructive',
      })
    },
  )

  it('lists lesser gaps under a compatibility notice', () => {
    expect(browserSupportNotice({ ...everything, microphone: false, clipboard: false, sessionStorage: false })).toEqual(
      {
        title: 'Browser compatibility notice',
        description:
          'Voice recording may not work properly. Copy to clipboard may not work. Session persistence may not work',
      },
    )
  })
})
