/**
 * The refusals of a Swiss round that cannot be paired (a team round: a team with an empty seat, a
 * player in no team), and of a match given more than 180 minutes in all.
 */
export type TournamentErrorCode = 'TOO_FEW_PLAYERS' | 'TEAM_INCOMPLETE' | 'PLAYER_WITHOUT_TEAM' | 'MATCH_EXTENSION_TOTAL';

// Registered with platform's message tables (see ErrorCodes there).
declare module '../../platform/i18n' {
  interface ErrorCodes {
    'core/tournament': TournamentErrorCode;
  }
}
