import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/identity';
import { PeopleModule } from '../people';
import { PlayersModule } from '../players';
import { StandingsModule } from '../standings';
import { TournamentModule } from '../tournament';
import { EntriesRepository } from './entries.repository';
import { EntriesResolver } from './entries.resolver';
import { EntriesService } from './entries.service';

@Module({
  imports: [AuthModule, PeopleModule, PlayersModule, StandingsModule, TournamentModule],
  providers: [EntriesRepository, EntriesService, EntriesResolver],
})
export class EntriesModule {}
