import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { StandingsModule } from '../standings';
import { SeriesRepository } from './series.repository';
import { SeriesResolver } from './series.resolver';
import { SeriesService } from './series.service';

@Module({
  imports: [StandingsModule, PeopleModule],
  providers: [SeriesRepository, SeriesService, SeriesResolver],
  exports: [SeriesService],
})
export class SeriesModule {}
