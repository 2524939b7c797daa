import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { TournamentModule } from '../tournament/tournament.module';
import { StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({ imports: [EventsModule, TournamentModule], providers: [StandingsService, StandingsResolver] })
export class StandingsModule {}
