/** The refusals of the people directory, of registering a person, and of suspensions. */
export type PeopleErrorCode =
  | 'PERSON_SUSPENDED'
  | 'PERSON_ALREADY_REGISTERED'
  | 'SUSPENSION_OVERRIDE_ORGANIZERS_ONLY'
  | 'SUSPENSION_ALREADY_LIFTED'
  | 'MERGE_SAME_PERSON'
  | 'MERGE_ACROSS_ORGANIZATIONS'
  | 'MERGE_SHARED_EVENT';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/people': PeopleErrorCode;
  }
}
