export { Logo } from './logo.tsx'
