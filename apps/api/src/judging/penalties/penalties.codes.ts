/** The refusals of a penalty's deviation and decisions. */
export type PenaltiesErrorCode =
  | 'DEVIATION_REASON_REQUIRED'
  | 'PENALTY_NOT_PENDING'
  | 'PENALTY_ALREADY_REVOKED'
  /** IPG 1.4: a full backup, or CPV's backup to the action (3.7), recorded by a floor judge. */
  | 'BACKUP_HEAD_JUDGE_ONLY';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/penalties': PenaltiesErrorCode;
  }
}
