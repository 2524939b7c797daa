import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { PlayersModule } from '../players/players.module';
import { RoundsModule } from '../rounds/rounds.module';
import { ResultsRepository } from './results.repository';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [PlayersModule, RoundsModule, LiveModule], providers: [ResultsRepository, ResultsService, ResultsResolver] })
export class ResultsModule {}
