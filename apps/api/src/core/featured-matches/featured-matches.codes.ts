/** The refusals of coverage: a game of a match that is not featured, one after the match is won, an undo with no game. */
export type FeaturedMatchesErrorCode = 'MATCH_NOT_FEATURED' | 'GAME_BEYOND_BEST_OF' | 'NO_GAME_TO_UNDO';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/featured-matches': FeaturedMatchesErrorCode;
  }
}
