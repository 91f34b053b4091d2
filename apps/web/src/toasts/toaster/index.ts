export { Toaster } from './toaster.tsx'
