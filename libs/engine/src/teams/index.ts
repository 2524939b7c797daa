export { findTeamFormat, MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TEAM_3ON3, TEAM_FORMATS } from './formats';
export type { TeamFormat, TeamFormatId, TeamMatchPlay, TeamSeat } from './formats';
