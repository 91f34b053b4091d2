export { EditableTitle } from './editable-title.js'
export type { EditableTitleProps } from './editable-title.js'
