import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type PlayerViewer, type Viewer } from '../../platform/common';
import { MatchStatus } from '../../generated/prisma/enums';
import type { GraphQLContext } from '../../platform/graphql';
import { MatchModel, ResultReportModel, TeamMatchModel } from '../tournament';
import { ReportInput, ResultInput } from './result.input';
import { ResultsService } from './results.service';

@Resolver(() => MatchModel)
export class ResultsResolver {
  constructor(private readonly resultsService: ResultsService) {}

  @SignedIn('staff', 'player')
  @Query(() => MatchModel)
  match(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.resultsService.match(viewer, id);
  }

  @SignedIn('player')
  @Query(() => [MatchModel], {
    description:
      "The signed-in player's matches in published rounds, newest first; a Two-Headed Giant seat B's team games too (seat A reports them).",
  })
  myMatches(@CurrentViewer() viewer: PlayerViewer) {
    return this.resultsService.mine(viewer);
  }

  @SignedIn('staff')
  @Query(() => [MatchModel], { description: 'Matches by status, e.g. DISPUTED for the conflict queue, PENDING for outstanding ones.' })
  matches(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('statuses', { type: () => [MatchStatus] }) statuses: MatchStatus[],
  ) {
    return this.resultsService.withStatus(viewer, eventId, statuses);
  }

  @SignedIn('staff')
  @Mutation(() => MatchModel, { description: 'Staff enter or correct a result.' })
  recordResult(@CurrentViewer() viewer: Viewer, @Args('matchId', { type: () => ID }) matchId: string, @Args('input') input: ResultInput) {
    return this.resultsService.record(viewer, matchId, input);
  }

  @SignedIn('player')
  @Mutation(() => MatchModel, { description: 'A player reports their own match.' })
  async reportResult(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('input') input: ReportInput,
  ) {
    // The match as the report's transaction left it (with its players): no second read.
    const { round, ...match } = await this.resultsService.report(viewer, matchId, input);
    return { ...match, eventId: round.eventId, roundNumber: round.number };
  }

  @SignedIn('player')
  @Mutation(() => MatchModel, {
    description: "A player agrees with the opponent's report: refused with REPORT_CHANGED if the opponent has reported again since.",
  })
  confirmResult(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('reportId', { type: () => ID, description: "The opponent's report being confirmed, as the player saw it." }) reportId: string,
    @Args('requestKey', { type: () => String, nullable: true }) requestKey?: string | null,
  ) {
    return this.resultsService.confirm(viewer, matchId, reportId, requestKey);
  }

  @SignedIn('staff')
  @Mutation(() => MatchModel, { description: 'Adds (or with a negative number removes) minutes for one match.' })
  extendMatch(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('minutes', { type: () => Int }) minutes: number,
  ) {
    return this.resultsService.extend(viewer, matchId, minutes);
  }

  @ResolveField(() => TeamMatchModel, {
    nullable: true,
    description: "A team event's seat match: its team match (the team's status, every seat). Null otherwise.",
  })
  teamMatch(@CurrentViewer() viewer: Viewer, @Parent() match: MatchModel, @Context() context: GraphQLContext) {
    return this.resultsService.teamMatchOf(context.req, viewer, match);
  }

  @ResolveField(() => [ResultReportModel], { description: "Players' reports: staff see all, a player those of their own match." })
  reports(@CurrentViewer() viewer: Viewer, @Parent() match: MatchModel, @Context() context: GraphQLContext) {
    return this.resultsService.reports(context.req, viewer, match);
  }
}
