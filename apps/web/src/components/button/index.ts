export { Button, buttonClassName, type ButtonSize, type ButtonVariant } from './button.tsx'
