import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/identity';
import { PeopleModule } from '../people';
import { PlayersModule } from '../players';
import { StandingsModule } from '../standings';
import { EntriesRepository } from './entries.repository';
import { EntriesResolver } from './entries.resolver';
import { EntriesService } from './entries.service';

@Module({
  imports: [AuthModule, PeopleModule, PlayersModule, StandingsModule],
  providers: [EntriesRepository, EntriesService, EntriesResolver],
})
export class EntriesModule {}
