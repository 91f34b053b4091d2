export { TextField } from './text-field.tsx'
