/** The refusals of a judge call already taken or closed. */
export type JudgeCallsErrorCode = 'JUDGE_CALL_CLOSED' | 'JUDGE_CALL_TAKEN';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/judge-calls': JudgeCallsErrorCode;
  }
}
