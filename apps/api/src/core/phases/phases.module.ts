import { Module } from '@nestjs/common';
import { RoundsModule } from '../rounds';
import { TeamsModule } from '../teams';
import { TournamentModule } from '../tournament';
import { PhasesResolver } from './phases.resolver';
import { PhasesService } from './phases.service';

@Module({ imports: [RoundsModule, TeamsModule, TournamentModule], providers: [PhasesService, PhasesResolver] })
export class PhasesModule {}
