/** The refusals of an event's settings and state. */
export type EventsErrorCode = 'EVENT_ALREADY_STARTED' | 'EVENT_FINISHED' | 'EVENT_NOT_FINISHED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/events': EventsErrorCode;
  }
}
