export { bracketOf, decidedBracketOf, participantsOf, playoffResults, profileOf, standingsOf, withdrawnPlayers } from './engine-state';
export { MatchExtensions } from './match-extensions';
export { MatchModel, MatchPlayer, PairedPlayer, ResultReportModel } from './match.model';
// eslint-disable-next-line taikai/api-zones -- still called from other features; #23 moves these calls to steps and services
export { MatchesRepository } from './matches.repository';
export type { EventState, MatchInContext, MatchWithRound, NewMatch } from './matches.repository';
export { PairingInput, PairingNote } from './pairing.model';
export { checkManualPairings, pairSwissRound } from './swiss-pairing';
export type { PlannedPairing, PlannedRound } from './swiss-pairing';
export { RoundStoredHooks } from './round-stored-hooks';
export type { RoundStoredStep } from './round-stored-hooks';
export type { TournamentErrorCode } from './tournament.codes';
export { TournamentModule } from './tournament.module';
