import { Module } from '@nestjs/common';
import { distinguishingIdResolverOf, PlayersModule } from '../../core/players';
import { TournamentModule } from '../../core/tournament';
import { ExtraTurnsService } from './extra-turns.service';
import { MatchExtraTurnsResolver } from './extra-turns.resolver';
import { PenaltiesRepository } from './penalties.repository';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';
import { PenaltyModel } from './penalty.model';
import { PenaltyApprovalService } from './penalty-approval.service';
import { PenaltyEffects } from './penalty-effects';

@Module({
  imports: [PlayersModule, TournamentModule],
  providers: [
    PenaltiesRepository,
    PenaltiesService,
    PenaltyApprovalService,
    PenaltyEffects,
    PenaltiesResolver,
    distinguishingIdResolverOf(PenaltyModel),
    ExtraTurnsService,
    MatchExtraTurnsResolver,
  ],
  exports: [PenaltyEffects, PenaltiesService, PenaltyApprovalService],
})
export class PenaltiesModule {}
