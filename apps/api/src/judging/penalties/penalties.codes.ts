/** The refusals of a penalty's deviation and decisions. */
export type PenaltiesErrorCode = 'DEVIATION_REASON_REQUIRED' | 'PENALTY_NOT_PENDING' | 'PENALTY_ALREADY_REVOKED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/penalties': PenaltiesErrorCode;
  }
}
