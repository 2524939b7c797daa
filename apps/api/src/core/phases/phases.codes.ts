/** The refusals of a top cut. */
export type PhasesErrorCode = 'TOP_CUT_TIE' | 'TOP_CUT_INVALID' | 'TOP_CUT_STARTED' | 'TOP_CUT_SEATS_INVALID';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/phases': PhasesErrorCode;
  }
}
