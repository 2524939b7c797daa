import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, type PlayerViewer, SignedIn, type Viewer } from '../../platform/common';
import { EventModel, EventsService } from '../events';
import { PlayerStateModel } from './player-state.model';
import { StandingModel, TeamStandingModel } from './standing.model';
import { StandingsService } from './standings.service';

@Resolver(() => StandingModel)
export class StandingsResolver {
  constructor(
    private readonly standingsService: StandingsService,
    private readonly events: EventsService,
  ) {}

  @SignedIn('staff', 'player')
  @Query(() => [StandingModel], { description: 'Swiss standings: live for staff, for players once published.' })
  standings(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('afterRound', { type: () => Int, nullable: true, description: 'Standings as they were after this round.' })
    afterRound?: number | null,
  ) {
    return this.standingsService.standings(viewer, eventId, afterRound);
  }

  @SignedIn('staff', 'player')
  @Query(() => [TeamStandingModel], {
    description:
      "A team event's team standings (match points, then OMW%: no game points, MTR appendix C): live for staff, for players once published. Empty for an individual event, whose `standings` are by player.",
  })
  teamStandings(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.standingsService.teamStandings(viewer, eventId);
  }

  @SignedIn('player')
  @Query(() => PlayerStateModel, {
    description: "The signed-in player's state in their event: at a table, dropped, out of the cut, knocked out, champion.",
  })
  myState(@CurrentViewer() viewer: PlayerViewer) {
    return this.standingsService.myState(viewer);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel)
  publishStandings(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('published', { defaultValue: true }) published: boolean,
  ) {
    return this.events.publishStandings(viewer, eventId, published);
  }
}

@Resolver(() => EventModel)
export class EventStandingsResolver {
  constructor(private readonly standingsService: StandingsService) {}

  @ResolveField(() => Int, {
    nullable: true,
    description:
      "The last complete Swiss round (all its results final), which players' standings are after; staff's live standings add the results of the round in progress, its bye only once the round is complete. Null before any.",
  })
  standingsRound(@Parent() event: EventModel) {
    return this.standingsService.standingsRound(event.id);
  }
}
