/** The refusal of a Swiss round that cannot be paired. */
export type TournamentErrorCode = 'TOO_FEW_PLAYERS';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/tournament': TournamentErrorCode;
  }
}
