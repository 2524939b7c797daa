import { Module } from '@nestjs/common';
import { MatchExtensions } from './match-extensions';
import { MatchesRepository } from './matches.repository';
import { RoundStoredHooks } from './round-stored-hooks';

/** Tournament state and match rows: one owner, asked by rounds, phases, results, penalties and standings. */
@Module({ providers: [MatchesRepository, MatchExtensions, RoundStoredHooks], exports: [MatchesRepository, MatchExtensions, RoundStoredHooks] })
export class TournamentModule {}
