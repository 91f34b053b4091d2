export { ErrorScreen } from './error-screen.tsx'
