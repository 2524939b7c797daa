import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { PenaltiesRepository } from './penalties.repository';
import { PenaltiesResolver } from './penalties.resolver';
import { PenaltiesService } from './penalties.service';

@Module({ imports: [LiveModule], providers: [PenaltiesRepository, PenaltiesService, PenaltiesResolver], exports: [PenaltiesService] })
export class PenaltiesModule {}
