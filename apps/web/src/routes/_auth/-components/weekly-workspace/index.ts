export { WeeklyWorkspace } from './weekly-workspace.tsx'
