/** The refusals of an on-demand queue: signing up to a closed one, leaving one the person is not in. */
export type OnDemandErrorCode = 'ON_DEMAND_QUEUE_CLOSED' | 'ON_DEMAND_NOT_QUEUED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/on-demand': OnDemandErrorCode;
  }
}
