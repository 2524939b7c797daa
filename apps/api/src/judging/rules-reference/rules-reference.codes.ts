/** Refusals of a rules text an organizer loads, and of a rule asked for by number. */
export type RulesReferenceErrorCode = 'RULES_TEXT_UNREADABLE' | 'RULES_VERSION_EXISTS' | 'RULE_UNKNOWN';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'judging/rules-reference': RulesReferenceErrorCode;
  }
}
