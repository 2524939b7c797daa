/** The refusals of team registration: rosters, seats, join codes (MTR 8.1, 8.2). */
export type TeamsErrorCode =
  | 'TEAM_EVENT_ONLY'
  | 'TEAM_NAME_TAKEN'
  | 'TEAM_TOO_LARGE'
  | 'TEAM_SEAT_INVALID'
  | 'TEAM_SEAT_TAKEN'
  | 'TEAM_MEMBER_REPEATED'
  | 'TEAM_MEMBER_DROPPED'
  | 'PLAYER_IN_OTHER_TEAM'
  | 'TEAM_FULL'
  | 'TEAM_JOIN_CODE_UNKNOWN'
  | 'TEAM_ROSTER_FIXED'
  | 'TEAM_CAPTAIN_ONLY'
  | 'NOT_IN_A_TEAM'
  | 'TEAM_DROPPED'
  | 'CSV_SEAT_WITHOUT_TEAM';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/teams': TeamsErrorCode;
  }
}
