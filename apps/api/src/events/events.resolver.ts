import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../auth/current-viewer.decorator';
import { SignedIn } from '../auth/public.decorator';
import type { Viewer } from '../auth/viewer';
import { EventModel } from './event.model';
import { EventsService } from './events.service';

@Resolver(() => EventModel)
export class EventsResolver {
  constructor(private readonly eventsService: EventsService) {}

  @SignedIn('staff')
  @Query(() => [EventModel], { description: 'Events the signed-in staff member may see.' })
  events(@CurrentViewer() viewer: Extract<Viewer, { kind: 'staff' }>) {
    return this.eventsService.list(viewer);
  }
}
