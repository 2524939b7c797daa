import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations';
import { PeopleModule } from '../people';
import { TournamentModule } from '../tournament';
import { ConventionsRepository } from './conventions.repository';
import {
  ConventionsResolver,
  EventConventionResolver,
  MatchHallTableResolver,
  RoundSeatingConflictsResolver,
  StaffPoolResolver,
} from './conventions.resolver';
import { ConventionsService } from './conventions.service';
import { StaffPoolService } from './staff-pool.service';

@Module({
  imports: [TournamentModule, PeopleModule, OrganizationsModule],
  providers: [
    ConventionsRepository,
    ConventionsService,
    StaffPoolService,
    ConventionsResolver,
    StaffPoolResolver,
    MatchHallTableResolver,
    EventConventionResolver,
    RoundSeatingConflictsResolver,
  ],
  exports: [ConventionsService, StaffPoolService],
})
export class ConventionsModule {}
