import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { TournamentModule } from '../tournament';
import { ConventionsRepository } from './conventions.repository';
import {
  ConventionsResolver,
  EventConventionResolver,
  MatchHallTableResolver,
  RoundSeatingConflictsResolver,
} from './conventions.resolver';
import { ConventionsService } from './conventions.service';

@Module({
  imports: [TournamentModule, PeopleModule],
  providers: [
    ConventionsRepository,
    ConventionsService,
    ConventionsResolver,
    MatchHallTableResolver,
    EventConventionResolver,
    RoundSeatingConflictsResolver,
  ],
  exports: [ConventionsService],
})
export class ConventionsModule {}
