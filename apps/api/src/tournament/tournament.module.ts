import { Module } from '@nestjs/common';
import { MatchesRepository } from './matches.repository';

/** Tournament state and match rows: one owner, asked by rounds, phases, results, penalties and standings. */
@Module({ providers: [MatchesRepository], exports: [MatchesRepository] })
export class TournamentModule {}
