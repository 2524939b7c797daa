/** The refusals of publishing a venue's events to a hosted Taikai. */
export type PublishingErrorCode = 'PUBLISH_URL_INVALID' | 'PUBLISH_EVENT_TAKEN';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'ops/publishing': PublishingErrorCode;
  }
}
