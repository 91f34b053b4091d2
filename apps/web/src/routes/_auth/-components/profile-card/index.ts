export { ProfileCard } from './profile-card.tsx'
