import { Module } from '@nestjs/common';
import { TournamentModule } from '../../core/tournament';
import { JudgeCallsRepository } from './judge-calls.repository';
import { JudgeCallsResolver } from './judge-calls.resolver';
import { JudgeCallsService } from './judge-calls.service';

@Module({ imports: [TournamentModule], providers: [JudgeCallsRepository, JudgeCallsService, JudgeCallsResolver] })
export class JudgeCallsModule {}
