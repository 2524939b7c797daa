import { Module } from '@nestjs/common';
import { LiveModule } from '../../platform/live';
import { PlayersModule } from '../players';
import { TournamentModule } from '../tournament';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [PlayersModule, TournamentModule, LiveModule], providers: [ResultsService, ResultsResolver], exports: [ResultsService] })
export class ResultsModule {}
