import { Args, Context, ID, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { EventModel } from '../events';
import type { Round } from '../../generated/prisma/client';
import { PhaseKind } from '../../generated/prisma/enums';
import { MatchModel, PairingInput, TeamMatchModel } from '../tournament';
import { DraftSeatDrawModel, NotCheckedIn, RoundModel } from './round.model';
import { RoundsService } from './rounds.service';

@Resolver(() => RoundModel)
export class RoundsResolver {
  constructor(private readonly roundsService: RoundsService) {}

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: 'Pairs the next Swiss or playoff round (after the final: finishes the event).' })
  pairNextRound(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('notCheckedIn', {
      type: () => NotCheckedIn,
      nullable: true,
      description: 'Round 1, when some players have checked in and others not: drop or pair those who have not. Required then.',
    })
    notCheckedIn?: NotCheckedIn | null,
  ) {
    return this.roundsService.pairNextRound(viewer, eventId, notCheckedIn);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel, {
    description:
      'Ends the event once its last round is played (a Swiss-only event; a playoff ends with its final): final standings, no more rounds, off the calendar; reopenEvent undoes it. Audited.',
  })
  finishEvent(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.roundsService.finishEvent(viewer, eventId);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: 'New pairings for the latest round while no result is in.' })
  repairRound(@CurrentViewer() viewer: Viewer, @Args('roundId', { type: () => ID }) roundId: string) {
    return this.roundsService.repairRound(viewer, roundId);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: 'A whole round with given pairings; rule problems come back as warnings.' })
  createRound(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('pairings', { type: () => [PairingInput] }) pairings: PairingInput[],
  ) {
    return this.roundsService.createRound(viewer, eventId, pairings);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: "Replaces the latest round's pairings by hand while no result is in." })
  editPairings(
    @CurrentViewer() viewer: Viewer,
    @Args('roundId', { type: () => ID }) roundId: string,
    @Args('pairings', { type: () => [PairingInput] }) pairings: PairingInput[],
  ) {
    return this.roundsService.editPairings(viewer, roundId, pairings);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel, { description: 'Shows the pairings to players.' })
  publishRound(@CurrentViewer() viewer: Viewer, @Args('roundId', { type: () => ID }) roundId: string) {
    return this.roundsService.publish(viewer, roundId);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel)
  startRoundClock(
    @CurrentViewer() viewer: Viewer,
    @Args('roundId', { type: () => ID }) roundId: string,
    @Args('minutes', { type: () => Int, nullable: true }) minutes?: number | null,
    @Args('acceptWarnings', {
      type: () => [String],
      nullable: true,
      description: "ROUND_SHORTER_THAN_MINIMUM to start a clock under the rules' minimum (MTR appendix B): recorded in Event.warnings.",
    })
    acceptWarnings?: string[] | null,
  ) {
    return this.roundsService.startClock(viewer, roundId, minutes, acceptWarnings);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel)
  pauseRoundClock(@CurrentViewer() viewer: Viewer, @Args('roundId', { type: () => ID }) roundId: string) {
    return this.roundsService.pauseClock(viewer, roundId);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel, {
    description: "Adds minutes to the whole round's clock, or takes them with a negative number (at most 60); audited, pushed live.",
  })
  adjustRoundClock(
    @CurrentViewer() viewer: Viewer,
    @Args('roundId', { type: () => ID }) roundId: string,
    @Args('minutes', { type: () => Int }) minutes: number,
  ) {
    return this.roundsService.adjustClock(viewer, roundId, minutes);
  }

  @SignedIn('staff')
  @Mutation(() => RoundModel)
  resumeRoundClock(@CurrentViewer() viewer: Viewer, @Args('roundId', { type: () => ID }) roundId: string) {
    return this.roundsService.resumeClock(viewer, roundId);
  }

  @ResolveField(() => [MatchModel])
  matches(@CurrentViewer() viewer: Viewer, @Parent() round: Round) {
    return this.roundsService.matchesOf(viewer, round);
  }

  @ResolveField(() => [TeamMatchModel], {
    description: "A team event's round: its team matches by table, each with its seat matches (players: once published). Empty otherwise.",
  })
  teamMatches(@CurrentViewer() viewer: Viewer, @Parent() round: Round, @Context() context: GraphQLContext) {
    return this.roundsService.teamMatchesOf(viewer, round, context.req);
  }

  @ResolveField(() => PhaseKind, { description: 'SWISS, or SINGLE_ELIMINATION for the top cut.' })
  async phaseKind(@Parent() round: Round) {
    return (await this.roundsService.phaseOf(round)).kind;
  }

  @ResolveField(() => DraftSeatDrawModel, {
    nullable: true,
    description: "A draft top 8's rounds: how the seats were decided and who sits where (MTR 10.4); null otherwise.",
  })
  async seatDraw(@Parent() round: Round, @Context() context: GraphQLContext) {
    if ((await this.roundsService.phaseOf(round)).kind !== 'SINGLE_ELIMINATION') return null;
    return (await this.roundsService.pairingFacts(context.req, round.id)).seatDraw;
  }

  @ResolveField(() => Int, { description: '1 for day 1; later Swiss phases and the top cut count on.' })
  async phaseNumber(@Parent() round: Round) {
    return (await this.roundsService.phaseOf(round)).number;
  }

  @ResolveField(() => Int, {
    description: "The day of the event it is played on (its phase's day): a top cut the same day as the Swiss shares it.",
  })
  async day(@Parent() round: Round) {
    return (await this.roundsService.phaseOf(round)).day;
  }
}

@Resolver(() => EventModel)
export class EventRoundsResolver {
  constructor(private readonly roundsService: RoundsService) {}

  @ResolveField(() => [RoundModel], { description: 'Rounds so far; players see published ones.' })
  rounds(@CurrentViewer() viewer: Viewer, @Parent() event: EventModel) {
    return this.roundsService.roundsOf(viewer, event.id);
  }
}
