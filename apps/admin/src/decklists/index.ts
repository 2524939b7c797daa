/** Decklists: settings on the event setup, the desk and deck checks page, publishing, prints. */
export { DecklistSettingsPanel } from './DecklistSettingsPanel';
export { DecklistsPage } from './DecklistsPage';
