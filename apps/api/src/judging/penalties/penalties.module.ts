import { Module } from '@nestjs/common';
import { PlayersModule } from '../../core/players';
import { TournamentModule } from '../../core/tournament';
import { PenaltiesRepository } from './penalties.repository';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';
import { PenaltyApprovalService } from './penalty-approval.service';
import { PenaltyEffects } from './penalty-effects';

@Module({
  imports: [PlayersModule, TournamentModule],
  providers: [PenaltiesRepository, PenaltiesService, PenaltyApprovalService, PenaltyEffects, PenaltiesResolver],
  exports: [PenaltyEffects, PenaltiesService, PenaltyApprovalService],
})
export class PenaltiesModule {}
