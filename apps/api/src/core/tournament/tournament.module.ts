import { Module } from '@nestjs/common';
import { MatchExtensions } from './match-extensions';
import { MatchesRepository } from './matches.repository';

/** Tournament state and match rows: one owner, asked by rounds, phases, results, penalties and standings. */
@Module({ providers: [MatchesRepository, MatchExtensions], exports: [MatchesRepository, MatchExtensions] })
export class TournamentModule {}
