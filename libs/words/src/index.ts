export { deckProblemText, isWordedDeckProblem } from './deck-problems';
export type { DeckOwner, DeckProblemFacts, WordedDeckProblemCode, WordsLanguage } from './deck-problems';
