import { Injectable } from '@nestjs/common';
import type { Viewer } from '../auth/viewer';
import { EventsRepository } from './events.repository';

@Injectable()
export class EventsService {
  constructor(private readonly events: EventsRepository) {}

  list(viewer: Extract<Viewer, { kind: 'staff' }>) {
    return this.events.list(viewer.organizer ? {} : { staffUserId: viewer.userId });
  }
}
