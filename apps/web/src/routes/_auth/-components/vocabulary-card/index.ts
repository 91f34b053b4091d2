export { VocabularyCard } from './vocabulary-card.tsx'
