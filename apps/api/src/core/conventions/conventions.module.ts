import { Module } from '@nestjs/common';
import { PeopleModule } from '../people';
import { TournamentModule } from '../tournament';
import { ConventionsRepository } from './conventions.repository';
import { ConventionsResolver, MatchHallTableResolver } from './conventions.resolver';
import { ConventionsService } from './conventions.service';

@Module({
  imports: [TournamentModule, PeopleModule],
  providers: [ConventionsRepository, ConventionsService, ConventionsResolver, MatchHallTableResolver],
  exports: [ConventionsService],
})
export class ConventionsModule {}
