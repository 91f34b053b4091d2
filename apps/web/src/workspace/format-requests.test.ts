import { WEEKLY_TEMPLATE } from '@sayso/shared'
import type { DocRecording } from '@sayso/update-doc'
import { describe, expect, it } from 'vitest'
import { entriesBySection, quickTranscription, weeklyFormatRequest } from './format-requests.ts'

const recording = (id: string, transcription: string, assignedSection?: string): DocRecording => ({
  id,
  transcription,
  timestamp: '2026-03-03T10:00:00.000Z',
  duration: 3,
  ...(assignedSection !== undefined && { assignedSection }),
})

describe('the weekly formatting request', () => {
  const recordings = [
    recording('1', 'Payments may slip', 'risks-blockers'),
    recording('2', 'Activation is up', 'goal-progress'),
    recording('3', 'Waiting for a section'),
    recording('4', 'Retention too', 'goal-progress_2'),
  ]

  it('lists each section with assigned recordings once, in template order, leaving pending ones out', () => {
    expect(weeklyFormatRequest(WEEKLY_TEMPLATE, recordings)).toEqual({
      updateType: 'weekly',
      sections: [
        {
          sectionId: 'goal-progress',
          sectionName: 'Top-level Goal Progress',
          transcriptions: ['Activation is up', 'Retention too'],
          recordingIds: ['2', '4'],
        },
        {
          sectionId: 'risks-blockers',
          sectionName: 'Risks, Blockers, or Help Needed',
          transcriptions: ['Payments may slip'],
          recordingIds: ['1'],
        },
      ],
    })
  })

  it('can be limited to the sections that just got content', () => {
    expect(
      weeklyFormatRequest(WEEKLY_TEMPLATE, recordings, ['risks-blockers'])?.sections.map((s) => s.sectionId),
    ).toEqual(['risks-blockers'])
  })

  it('is null when no section has words to format', () => {
    expect(weeklyFormatRequest(WEEKLY_TEMPLATE, [recording('3', 'pending')])).toBeNull()
    expect(weeklyFormatRequest(WEEKLY_TEMPLATE, [recording('5', '  ', 'horizon')])).toBeNull()
  })

  it('files formatted entries under the requested sections, whatever their suffix', () => {
    const request = weeklyFormatRequest(WEEKLY_TEMPLATE, recordings)!
    const grouped = entriesBySection(WEEKLY_TEMPLATE, request, [
      { sectionId: 'goal-progress_1', sectionName: 'Top-level Goal Progress', headline: 'A', content: '' },
      { sectionId: 'risks-blockers_1', sectionName: 'Risks, Blockers, or Help Needed', headline: 'B', content: '' },
      { sectionId: 'goal-progress_2', sectionName: 'Top-level Goal Progress', headline: 'C', content: '' },
    ])
    expect(grouped.get('goal-progress')?.map((entry) => entry.headline)).toEqual(['A', 'C'])
    expect(grouped.get('risks-blockers')?.map((entry) => entry.headline)).toEqual(['B'])
  })
})

describe('the quick formatting text', () => {
  it('joins every recording, oldest first, and is null without words', () => {
    expect(quickTranscription([recording('1', 'First'), recording('2', ' Second ')])).toBe('First\n\nSecond')
    expect(quickTranscription([recording('1', ' ')])).toBeNull()
  })
})
