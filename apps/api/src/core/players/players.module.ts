import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/identity';
import { EventsModule } from '../events';
import { PeopleModule } from '../people';
import { NameReadings } from './name-readings';
import { PlayersRepository } from './players.repository';
import { PlayersResolver } from './players.resolver';
import { PlayersService } from './players.service';
import { WaitlistResolver } from './waitlist.resolver';
import { TeamsModule } from '../teams';
import { TournamentModule } from '../tournament';

@Module({
  imports: [AuthModule, EventsModule, PeopleModule, TeamsModule, TournamentModule],
  providers: [NameReadings, PlayersRepository, PlayersService, PlayersResolver, WaitlistResolver],
  exports: [PlayersService],
})
export class PlayersModule {}
