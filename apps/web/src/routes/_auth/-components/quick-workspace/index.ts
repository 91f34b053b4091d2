export { QuickWorkspace } from './quick-workspace.tsx'
