import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { WaitlistEntryModel } from './player.model';
import { PlayersService } from './players.service';

/** The desk's view of who waits for a place in a full event (joining and promotion are the phone's). */
@Resolver(() => WaitlistEntryModel)
export class WaitlistResolver {
  constructor(private readonly playersService: PlayersService) {}

  @SignedIn('staff')
  @Query(() => [WaitlistEntryModel], { description: "The event's waitlist, first in line first (staff of the event)." })
  eventWaitlist(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.playersService.waitlist(viewer, eventId);
  }

  @SignedIn('staff')
  @Mutation(() => [WaitlistEntryModel], { description: 'Takes a person off the waitlist (audited); returns the waitlist after.' })
  removeFromWaitlist(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('personId', { type: () => ID }) personId: string,
  ) {
    return this.playersService.removeFromWaitlist(viewer, eventId, personId);
  }
}
