export { SignedInHome } from './signed-in-home.tsx'
