/** The refusals of registration, sign-in with an access code, drops and player imports. */
export type PlayersErrorCode =
  | 'INVALID_ACCESS_CODE'
  | 'EVENT_CODE_REQUIRED'
  | 'EVENT_CODE_UNKNOWN'
  | 'PLAYER_ALREADY_DROPPED'
  | 'PLAYER_NOT_DROPPED'
  | 'PLAYER_ID_TAKEN'
  | 'SAME_NAME_REGISTERED'
  | 'PLAYER_ALREADY_PAIRED'
  | 'PLAYER_CUT'
  | 'CSV_NO_NAME_COLUMN'
  | 'PLAYER_ID_REPEATED'
  | 'LATE_ENTRY_CLOSED'
  | 'LATE_ENTRY_TOO_LATE'
  | 'NAME_READINGS_UNAVAILABLE'
  | 'EVENT_FULL'
  | 'CAPACITY_OVERRIDE_ORGANIZERS_ONLY'
  | 'MEMBER_CODE_UNKNOWN';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/players': PlayersErrorCode;
  }
}
