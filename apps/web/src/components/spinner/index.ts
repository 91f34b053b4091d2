export { PageSpinner, Spinner } from './spinner.tsx'
