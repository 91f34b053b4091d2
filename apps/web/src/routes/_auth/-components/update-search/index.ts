export { UpdateSearchBar } from './update-search-bar.tsx'
