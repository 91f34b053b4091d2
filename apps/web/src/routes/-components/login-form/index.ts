export { LoginForm } from './login-form.tsx'
