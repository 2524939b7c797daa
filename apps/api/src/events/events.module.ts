import { Module } from '@nestjs/common';
import { EventsRepository } from './events.repository';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';

@Module({ providers: [EventsRepository, EventsService, EventsResolver], exports: [EventsRepository] })
export class EventsModule {}
