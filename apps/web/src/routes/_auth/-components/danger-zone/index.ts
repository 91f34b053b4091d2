export { DangerZone } from './danger-zone.tsx'
