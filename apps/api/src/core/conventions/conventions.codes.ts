/** The refusals of a convention: its events, its hall map, the allocation of the hall's tables and its staff pool's shifts. */
export type ConventionErrorCode =
  | 'CONVENTION_EVENT_OF_OTHER_ORGANIZATION'
  | 'CONVENTION_EVENT_IN_OTHER_CONVENTION'
  | 'HALL_LABEL_EMPTY'
  | 'HALL_LABEL_DUPLICATE'
  | 'HALL_AREA_EMPTY'
  | 'HALL_POSITION_INVALID'
  | 'HALL_POSITION_DUPLICATE'
  | 'HALL_CAPACITY_INVALID'
  | 'HALL_CSV_COLUMNS'
  | 'HALL_CSV_NUMBER'
  | 'HALL_TABLE_UNKNOWN'
  | 'HALL_TABLE_SEATED'
  | 'HALL_TABLES_SHORT'
  | 'HALL_NO_FREE_TABLE'
  | 'HALL_TABLE_OUT_OF_USE'
  | 'HALL_TABLE_TOO_SMALL'
  | 'HALL_TABLE_BUSY'
  | 'HALL_MATCH_NOT_RUNNING'
  | 'SHIFT_ENDS_BEFORE_START'
  | 'SHIFT_PLACE'
  | 'SHIFT_AREA_UNKNOWN'
  | 'SHIFT_EVENT_NOT_IN_CONVENTION'
  | 'SHIFT_STAFF_NOT_MEMBER'
  | 'SHIFT_OVERLAPS';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/conventions': ConventionErrorCode;
  }
}
