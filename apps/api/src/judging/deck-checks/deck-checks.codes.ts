/** The refusal of a deck check of a player not in the match. */
export type DeckChecksErrorCode = 'DECK_CHECK_PLAYER_NOT_IN_MATCH';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/deck-checks': DeckChecksErrorCode;
  }
}
