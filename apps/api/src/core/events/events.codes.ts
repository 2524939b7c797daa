/** The refusals of an event's settings and state. */
export type EventsErrorCode =
  | 'EVENT_ALREADY_STARTED'
  | 'EVENT_FINISHED'
  | 'EVENT_NOT_FINISHED'
  | 'PREREGISTRATION_CLOSES_AFTER_START'
  | 'TEAM_FORMAT_FIXED'
  | 'TEAM_FORMAT_TEAMS_DO_NOT_FIT'
  | EventWarningCode;

/**
 * Settings the rules do not allow, which the organizer may still choose by accepting the warning
 * (EventInput.acceptWarnings); the override is recorded in Event.warnings. Also error codes: refused until accepted.
 */
export type EventWarningCode = 'ROUND_SHORTER_THAN_MINIMUM';
export const EVENT_WARNING_CODES: readonly EventWarningCode[] = ['ROUND_SHORTER_THAN_MINIMUM'];

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/events': EventsErrorCode;
  }
}
