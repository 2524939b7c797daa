import { Module } from '@nestjs/common';
import { StandingsModule } from '../../core/standings';
import { PenaltiesModule } from '../penalties';
import { PersonRecordsRepository } from './person-records.repository';
import { PersonRecordsResolver } from './person-records.resolver';
import { PersonRecordsService } from './person-records.service';

@Module({
  imports: [StandingsModule, PenaltiesModule],
  providers: [PersonRecordsRepository, PersonRecordsService, PersonRecordsResolver],
})
export class PersonRecordsModule {}
