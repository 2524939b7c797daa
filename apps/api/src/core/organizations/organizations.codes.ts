/** The refusals of an organization's settings and members. */
export type OrganizationsErrorCode =
  'ORGANIZATION_SLUG_INVALID' | 'ORGANIZATION_SLUG_TAKEN' | 'ORGANIZATION_LAST_OWNER' | 'ORGANIZATION_REQUIRED';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/organizations': OrganizationsErrorCode;
  }
}
