/** Decklists: the desk, deck checks and publishing (their settings are on the event setup). */
export { DecklistsPage } from './DecklistsPage';
