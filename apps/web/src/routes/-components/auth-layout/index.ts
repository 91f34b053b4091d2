export { AuthLayout } from './auth-layout.tsx'
