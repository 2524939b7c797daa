import { Module } from '@nestjs/common';
import { JudgeCallHooks } from './judge-call-hooks';
import { MatchExtensions } from './match-extensions';
import { MatchesRepository } from './matches.repository';
import { MatchSteps } from './match-steps';
import { PlaceFreedHooks } from './place-freed-hooks';
import { RoundStoredHooks } from './round-stored-hooks';
import { TeamMatchesRepository } from './team-matches.repository';
import { TournamentState } from './tournament-state';

/**
 * Tournament state and match rows: one owner, asked by rounds, phases, results, penalties and
 * standings through its reads (`TournamentState`) and steps (`MatchSteps`, `MatchExtensions`).
 */
@Module({
  providers: [
    MatchesRepository,
    TeamMatchesRepository,
    TournamentState,
    MatchSteps,
    MatchExtensions,
    RoundStoredHooks,
    JudgeCallHooks,
    PlaceFreedHooks,
  ],
  exports: [TournamentState, MatchSteps, MatchExtensions, RoundStoredHooks, JudgeCallHooks, PlaceFreedHooks],
})
export class TournamentModule {}
