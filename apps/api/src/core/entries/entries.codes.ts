/** The refusals of pre-registration from a phone and of the person token's one-tap sign-in. */
export type EntriesErrorCode =
  'PREREGISTRATION_CLOSED' | 'PREREGISTRATION_NOT_CANCELLABLE' | 'NOT_PREREGISTERED' | 'NOT_REGISTERED_IN_EVENT';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/entries': EntriesErrorCode;
  }
}
