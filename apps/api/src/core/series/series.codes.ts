/** The refusals of a series (a season, a league): its rules, its events and its corrections. */
export type SeriesErrorCode = 'SERIES_RULE_INVALID' | 'SERIES_EVENT_OF_OTHER_ORGANIZATION' | 'SERIES_PERSON_OF_OTHER_ORGANIZATION';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/series': SeriesErrorCode;
  }
}
