/** The refusals of an organization's webhooks. */
export type WebhooksErrorCode = 'WEBHOOK_URL_REFUSED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'ops/webhooks': WebhooksErrorCode;
  }
}
