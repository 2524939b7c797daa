import { Module } from '@nestjs/common';
import { UsersModule } from '../../platform/users';
import { OrganizationsModule } from '../organizations';
import { TournamentModule } from '../tournament';
import { EventsRepository } from './events.repository';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';

@Module({
  imports: [UsersModule, OrganizationsModule, TournamentModule],
  providers: [EventsRepository, EventsService, EventsResolver],
  exports: [EventsService],
})
export class EventsModule {}
