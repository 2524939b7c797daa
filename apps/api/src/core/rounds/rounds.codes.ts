/** The refusals of pairing, publishing and timing a round. */
export type RoundsErrorCode =
  | 'ROUND_NOT_FINISHED'
  | 'ROUND_ALREADY_PAIRED'
  | 'SWISS_COMPLETE'
  | 'PLAYERS_NOT_CHECKED_IN'
  | 'RESULTS_ALREADY_IN'
  | 'NOT_LATEST_ROUND'
  | 'PAIRINGS_INVALID'
  | 'TEAM_ROUND_NOT_EDITABLE'
  | 'TEAM_PLAYOFF_DRAWN'
  | 'ROUND_ALREADY_PUBLISHED'
  | 'CLOCK_NOT_STARTED'
  | 'CLOCK_ALREADY_PAUSED'
  | 'CLOCK_NOT_PAUSED'
  | 'CLOCK_BEFORE_START';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/rounds': RoundsErrorCode;
  }
}
