import { distinguishingIdResolverOf, PlayersModule } from '../../core/players';
import { Module } from '@nestjs/common';
import { TournamentModule } from '../../core/tournament';
import { PenaltiesModule } from '../penalties';
import { JudgeCallModel } from './judge-call.model';
import { JudgeCallsRepository } from './judge-calls.repository';
import { JudgeCallsResolver } from './judge-calls.resolver';
import { JudgeCallsService } from './judge-calls.service';

@Module({
  imports: [PlayersModule, TournamentModule, PenaltiesModule],
  providers: [JudgeCallsRepository, JudgeCallsService, JudgeCallsResolver, distinguishingIdResolverOf(JudgeCallModel)],
})
export class JudgeCallsModule {}
