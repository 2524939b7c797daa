import { Module } from '@nestjs/common';
import { BackupsModule } from '../../ops/backups/backups.module';
import { EventsModule } from '../events/events.module';
import { PenaltiesModule } from '../../judging/penalties/penalties.module';
import { RoundsModule } from '../rounds/rounds.module';
import { TournamentModule } from '../tournament/tournament.module';
import { PhasesResolver } from './phases.resolver';
import { PhasesService } from './phases.service';

@Module({ imports: [BackupsModule, EventsModule, RoundsModule, PenaltiesModule, TournamentModule], providers: [PhasesService, PhasesResolver] })
export class PhasesModule {}
