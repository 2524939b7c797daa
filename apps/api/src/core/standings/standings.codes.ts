/** The refusal of standings not yet shown to players. */
export type StandingsErrorCode = 'STANDINGS_NOT_PUBLISHED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/standings': StandingsErrorCode;
  }
}
