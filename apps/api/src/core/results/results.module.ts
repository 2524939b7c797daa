import { Module } from '@nestjs/common';
import { LiveModule } from '../../platform/live/live.module';
import { PlayersModule } from '../players/players.module';
import { TournamentModule } from '../tournament/tournament.module';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [PlayersModule, TournamentModule, LiveModule], providers: [ResultsService, ResultsResolver], exports: [ResultsService] })
export class ResultsModule {}
