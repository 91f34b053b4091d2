// Sample content for the stories: the real weekly and quick templates, and updates a PM might dictate.
import { QUICK_TEMPLATE, WEEKLY_TEMPLATE } from '@sayso/shared'

export const weeklySections = WEEKLY_TEMPLATE.sections
export const quickSections = QUICK_TEMPLATE.sections

export const weeklyEntries = [
  {
    sectionId: 'goal-progress_1',
    sectionName: 'Top-level Goal Progress',
    headline: 'Activation up 12% week over week',
    content: 'The new onboarding checklist drove most of the gain; we expect it to hold through the quarter.',
  },
  {
    sectionId: 'key-updates_1',
    sectionName: 'Key Updates & Decisions Made',
    headline: 'Checkout redesign shipped to 50% of traffic',
    content: 'We chose a staged rollout to watch payment errors; full rollout is planned for next Tuesday.',
  },
  {
    sectionId: 'risks-blockers_1',
    sectionName: 'Risks, Blockers, or Help Needed',
    headline: 'Payments migration at risk of a 2-week slip',
    content: 'The vendor sandbox is down. Ask: can legal sign the new DPA by Friday?',
  },
]

export const quickEntries = [
  {
    sectionId: 'tldr',
    sectionName: 'TL;DR',
    headline: 'On track for the March 3 beta',
    content: 'No blockers; confidence is high.',
  },
  {
    sectionId: 'next',
    sectionName: "What's Next",
    headline: 'Beta invites go out Monday',
    content: '200 customers, then a review of feedback on March 10.',
  },
]

const longText =
  'We spent most of the week with the three enterprise design partners walking through the new permissions model, ' +
  'and every one of them asked for audit logs before they would roll it out beyond a pilot team. '

export const longEntries = [
  ...weeklyEntries,
  {
    sectionId: 'other-highlights_1',
    sectionName: 'Other Updates and Highlights',
    headline: 'Enterprise design partners want audit logs before rolling out permissions beyond their pilot teams',
    content: longText.repeat(4).trim(),
  },
]

export const transcripts = [
  {
    id: '1714050000000',
    transcription: 'Activation is up twelve percent week over week, mostly thanks to the onboarding checklist.',
    duration: 14,
  },
  {
    id: '1714050060000',
    transcription:
      'Checkout redesign shipped to half of our traffic. Full rollout next Tuesday if payment errors stay flat.',
    duration: 72,
  },
]
