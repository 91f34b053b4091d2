import { describe, expect, it } from 'vitest'
import { placementFeatures } from './placement-features.ts'

describe('given a sentence right before a request', () => {
  it('lets the model read that the sentence after asks for something', () => {
    const features = placementFeatures('The sandbox goes down every few days.', 'middle', {
      before: 'We shipped the export.',
      after: 'Could you look at it?',
    })
    expect(features).toContain('after:g:request')
    expect(features).toContain('before:g:past')
  })

  it('reads only the sentence itself when no place in the note is given', () => {
    const features = placementFeatures('The sandbox goes down every few days.', null, {
      after: 'Could you look at it?',
    })
    expect(features.some((feature) => feature.startsWith('after:'))).toBe(false)
  })
})

describe('given a sentence that says trouble was absent', () => {
  it('reads the absent trouble as one word, not as the trouble itself', () => {
    const features = placementFeatures('The app had no crashes for the whole month.', 'middle')
    expect(features).toContain('w:troubledenied')
    expect(features).not.toContain('w:crashes')
  })
})
