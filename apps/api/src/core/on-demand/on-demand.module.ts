import { Module } from '@nestjs/common';
import { ConventionsModule } from '../conventions';
import { EventsModule } from '../events';
import { PeopleModule } from '../people';
import { PlayersModule } from '../players';
import { RoundsModule } from '../rounds';
import { OnDemandRepository } from './on-demand.repository';
import { OnDemandResolver } from './on-demand.resolver';
import { OnDemandService } from './on-demand.service';

@Module({
  imports: [ConventionsModule, EventsModule, PeopleModule, PlayersModule, RoundsModule],
  providers: [OnDemandRepository, OnDemandService, OnDemandResolver],
})
export class OnDemandModule {}
