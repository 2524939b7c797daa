import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module';
import { RoundsModule } from '../rounds/rounds.module';
import { ResultsRepository } from './results.repository';
import { ResultsResolver } from './results.resolver';
import { ResultsService } from './results.service';

@Module({ imports: [PlayersModule, RoundsModule], providers: [ResultsRepository, ResultsService, ResultsResolver] })
export class ResultsModule {}
