export { UpdateCard } from './update-card.tsx'
