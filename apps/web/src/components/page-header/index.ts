export { PageHeader } from './page-header.tsx'
