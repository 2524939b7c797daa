import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { JudgeCallsRepository } from './judge-calls.repository';
import { JudgeCallsResolver } from './judge-calls.resolver';
import { JudgeCallsService } from './judge-calls.service';

@Module({ imports: [LiveModule], providers: [JudgeCallsRepository, JudgeCallsService, JudgeCallsResolver] })
export class JudgeCallsModule {}
