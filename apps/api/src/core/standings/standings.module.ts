import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { TournamentModule } from '../tournament';
import { EventStandingsResolver, StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({
  imports: [EventsModule, TournamentModule],
  providers: [StandingsService, StandingsResolver, EventStandingsResolver],
  exports: [StandingsService],
})
export class StandingsModule {}
