import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../auth/current-viewer.decorator';
import { SignedIn } from '../auth/public.decorator';
import type { Viewer } from '../auth/viewer';
import { EventModel } from '../events/event.model';
import { StandingModel } from './standing.model';
import { StandingsService } from './standings.service';

@Resolver(() => StandingModel)
export class StandingsResolver {
  constructor(private readonly standingsService: StandingsService) {}

  @SignedIn('staff', 'player')
  @Query(() => [StandingModel], { description: 'Swiss standings: live for staff, for players once published.' })
  standings(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('afterRound', { type: () => Int, nullable: true, description: 'Standings as they were after this round.' }) afterRound?: number | null,
  ) {
    return this.standingsService.standings(viewer, eventId, afterRound);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel)
  publishStandings(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('published', { defaultValue: true }) published: boolean,
  ) {
    return this.standingsService.publish(viewer, eventId, published);
  }
}
