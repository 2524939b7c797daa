/** The refusal of an announcement published twice. */
export type AnnouncementsErrorCode = 'ANNOUNCEMENT_ALREADY_PUBLISHED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/announcements': AnnouncementsErrorCode;
  }
}
