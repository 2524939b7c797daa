/** The refusals of disqualification reports and appeals. */
export type InvestigationsErrorCode =
  'NOT_A_DISQUALIFICATION' | 'APPEAL_ALREADY_OPEN' | 'APPEAL_ALREADY_DECIDED' | 'APPEAL_OF_HEAD_JUDGE_RULING' | 'APPEAL_SAME_PENALTY';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/investigations': InvestigationsErrorCode;
  }
}
