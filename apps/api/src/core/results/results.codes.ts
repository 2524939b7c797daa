import type { ResultErrorCode, TeamResultErrorCode } from '@taikai/engine';

/** The refusals of a result: the engine's refused scores (a team format's too), and reports the match's state does not allow. */
export type ResultsErrorCode =
  | ResultErrorCode
  | TeamResultErrorCode
  | 'MATCH_IS_BYE'
  | 'MATCH_ALREADY_FINAL'
  | 'ROUND_CLOSED'
  | 'ROUND_NOT_PUBLISHED'
  | 'NO_OPPONENT_REPORT'
  | 'REPORT_CHANGED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/results': ResultsErrorCode;
  }
}
