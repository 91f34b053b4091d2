/** A weekly update's entries with a goal metric and an open risk that asks for a decision (issue 17). */
export const weeklyWithMetricAndRisk = [
  { id: 'g1', sectionId: 'goal-progress_1', headline: 'Activation up to 42%', content: 'Up from 35% in October.' },
  {
    id: 'r1',
    sectionId: 'risks-blockers_1',
    headline: 'Vendor contract may slip to December 4',
    content: 'We need a decision from Legal by Friday.',
    status: 'open',
  },
]
