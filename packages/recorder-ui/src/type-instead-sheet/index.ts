export { TypeInsteadSheet } from './type-instead-sheet.js'
export type { TypedContent, TypeInsteadSheetProps } from './type-instead-sheet.js'
