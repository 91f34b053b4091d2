export { AppearanceCard } from './appearance-card.tsx'
