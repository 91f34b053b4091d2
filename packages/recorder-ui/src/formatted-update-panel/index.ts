export { FormattedUpdatePanel } from './formatted-update-panel.js'
export type { EntryChanges, FormattedUpdatePanelProps, UpdateEntry, UpdateSection } from './formatted-update-panel.js'
export { SectionPlaceholder } from './section-placeholder.js'
