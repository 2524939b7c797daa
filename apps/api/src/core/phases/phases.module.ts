import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { TournamentModule } from '../tournament';
import { PhasesResolver } from './phases.resolver';
import { PhasesService } from './phases.service';

@Module({ imports: [EventsModule, RoundsModule, TournamentModule], providers: [PhasesService, PhasesResolver] })
export class PhasesModule {}
