export { findTeamFormat, MAGIC_TRIOS, MAGIC_TWO_HEADED_GIANT, TEAM_3ON3, TEAM_FORMATS } from './formats';
export type { TeamFormat, TeamFormatId, TeamMatchPlay, TeamSeat } from './formats';
export { teamMatchRecord, teamMatchSlots, teamMatchState, validateSlotScore } from './team-match';
export type {
  SlotResult,
  SlotScoreOptions,
  TeamMatchOutcome,
  TeamMatchReport,
  TeamMatchResult,
  TeamMatchState,
  TeamMatchStatus,
  TeamResultError,
  TeamResultErrorCode,
  TeamSlot,
} from './team-match';
export { teamProfileOf, teamStandings } from './standings';
export { pairTeamSwissRound, seatPairings } from './pairing';
export type { SeatPairing, TeamSwissPairingRequest } from './pairing';
export { checkTeamRoster, TEAM_NAME_MAX_LENGTH, teamDropped } from './roster';
export type { TeamId, TeamMember, TeamRoster, TeamRosterProblem, TeamRosterProblemCode } from './roster';
export { checkUnifiedConstruction } from './decks';
export type { TeamDeck, UnifiedConstructionProblem, UnifiedConstructionProblemCode } from './decks';
