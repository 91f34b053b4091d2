export { SectionPicker } from './section-picker.js'
export type { SectionOption, SectionPickerProps } from './section-picker.js'
