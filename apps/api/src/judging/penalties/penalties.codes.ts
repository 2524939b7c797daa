/** The refusals of a penalty's deviation and decisions. */
export type PenaltiesErrorCode =
  | 'DEVIATION_REASON_REQUIRED'
  | 'PENALTY_NOT_PENDING'
  | 'PENALTY_ALREADY_REVOKED'
  /** IPG 1.4: a full backup, or CPV's backup to the action (3.7), recorded by a floor judge. */
  | 'BACKUP_HEAD_JUDGE_ONLY'
  /** MATCH_OVER, applied to this match (IPG 4.1, 4.2), while its reports have not settled the result. */
  | 'PENALTY_RESULT_NOT_FINAL'
  /** recordArrival on a penalty with no drop waiting for the round's end (IPG 3.1). */
  | 'PENALTY_NO_DROP_PENDING';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/penalties': PenaltiesErrorCode;
  }
}
