export { SignupForm } from './signup-form.tsx'
