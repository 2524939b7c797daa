import { Args, Context, ID, Resolver, Subscription } from '@nestjs/graphql';
import { EventAccessService } from '../access';
import { CurrentViewer, SignedIn, type StaffViewer, type Viewer } from '../common';
import type { GraphQLContext } from '../graphql';
import { EventUpdateModel } from './event-update.model';
import { LiveService } from './live.service';

@Resolver()
export class LiveResolver {
  constructor(
    private readonly live: LiveService,
    private readonly access: EventAccessService,
  ) {}

  /**
   * Over Server-Sent Events: POST (or GET) /graphql with `Accept: text/event-stream` and the
   * bearer token in `Authorization`. The global AuthGuard runs once, when the subscription starts.
   */
  @SignedIn('staff', 'player')
  @Subscription(() => EventUpdateModel, {
    description: 'Changes in one event, as they happen. Staff of the event, or a player of it.',
    resolve: (update: EventUpdateModel) => update,
  })
  async eventUpdates(
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphQLContext,
    @Args('eventId', { type: () => ID }) eventId: string,
  ) {
    const reader = await this.access.requireReader(viewer, eventId);
    const watcher = viewer.kind === 'player' ? { kind: 'player' as const, playerId: viewer.playerId } : { kind: 'staff' as const };
    const subject = reader.kind === 'player' ? `player:${reader.playerId}` : `staff:${(reader as StaffViewer).userId}`;
    const place = await this.live.admit({ subject, address: context.req.ip ?? 'unknown' });
    return this.live.subscribe(eventId, watcher, context.res, place);
  }
}
