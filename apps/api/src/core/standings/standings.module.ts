import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { TeamsModule } from '../teams';
import { TournamentModule } from '../tournament';
import { EventStandingsResolver, StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({
  imports: [EventsModule, TeamsModule, TournamentModule],
  providers: [StandingsService, StandingsResolver, EventStandingsResolver],
  exports: [StandingsService],
})
export class StandingsModule {}
