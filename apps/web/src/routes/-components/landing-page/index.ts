export { LandingPage } from './landing-page.tsx'
export type { LandingDestination } from './landing-link.tsx'
