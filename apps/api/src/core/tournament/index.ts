export {
  advanceOptionsOf,
  bracketOf,
  bracketSeedsOf,
  countedSwissRound,
  decidedBracketOf,
  participantsOf,
  playoffDrawsOf,
  playoffResults,
  profileOf,
  seatDrawOf,
  standingsOf,
  teamFormatOf,
  withdrawnPlayers,
} from './engine-state';
export type { DraftSeatDraw } from './engine-state';
export { JudgeCallHooks } from './judge-call-hooks';
export type { CloseCallsStep, OpenCallsScope } from './judge-call-hooks';
export { MatchExtensions } from './match-extensions';
export { MatchModel, MatchPlayer, PairedPlayer, ResultReportModel } from './match.model';
export type { EventState, MatchForReport, MatchInContext, MatchRow, MatchWithRound, NewMatch } from './matches.repository';
export { MatchSteps } from './match-steps';
export type { MatchUpdate } from './match-steps';
export { PairingInput, PairingNote } from './pairing.model';
export { checkManualPairings, pairSwissRound } from './swiss-pairing';
export type { PlannedPairing, PlannedRound } from './swiss-pairing';
export { PlaceFreedHooks } from './place-freed-hooks';
export { RoundStoredHooks } from './round-stored-hooks';
export type { RoundEndStep, RoundStoredStep } from './round-stored-hooks';
export type { TournamentErrorCode } from './tournament.codes';
export { TournamentModule } from './tournament.module';
export { TournamentState } from './tournament-state';
export { pairTeamRound, teamMatchResults, teamParticipants, teamPlayoffRound } from './team-pairing';
export type { PairedTeam, PlannedTeamRound } from './team-pairing';
export type { NewTeamMatch, TeamMatchOfEvent, TeamMatchRow } from './team-matches.repository';
export { TeamMatchModel, TeamRefModel, toTeamMatchModel } from './team-match.model';
