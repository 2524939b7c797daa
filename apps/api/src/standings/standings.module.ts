import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { LiveModule } from '../live/live.module';
import { RoundsModule } from '../rounds/rounds.module';
import { StandingsResolver } from './standings.resolver';
import { StandingsService } from './standings.service';

@Module({ imports: [EventsModule, RoundsModule, LiveModule], providers: [StandingsService, StandingsResolver] })
export class StandingsModule {}
