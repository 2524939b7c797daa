import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { EventAccessService } from '../access/event-access.service';
import { CurrentViewer, SignedIn, type Viewer } from '../common/viewer';
import { AppError } from '../errors/app-error';
import { MatchStatus } from '../generated/prisma/enums';
import { MatchModel, ResultReportModel } from '../rounds/round.model';
import { RoundsRepository } from '../rounds/rounds.repository';
import { ReportInput, ResultInput } from './result.input';
import { ResultsService } from './results.service';

type MatchWithRound = NonNullable<Awaited<ReturnType<RoundsRepository['findMatch']>>>;

const toMatchModel = ({ round, ...match }: MatchWithRound): MatchModel => ({ ...match, eventId: round.eventId, roundNumber: round.number });

@Resolver(() => MatchModel)
export class ResultsResolver {
  constructor(
    private readonly resultsService: ResultsService,
    private readonly rounds: RoundsRepository,
    private readonly access: EventAccessService,
  ) {}

  @SignedIn('staff', 'player')
  @Query(() => MatchModel)
  async match(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    const match = await this.rounds.findMatch(id);
    if (!match) throw new AppError('NOT_FOUND', { entity: 'match' });
    await this.access.requireReader(viewer, match.round.eventId);
    if (viewer.kind === 'player' && !match.round.publishedAt) throw new AppError('ROUND_NOT_PUBLISHED');
    return toMatchModel(match);
  }

  @SignedIn('player')
  @Query(() => [MatchModel], { description: "The signed-in player's matches in published rounds, newest first." })
  async myMatches(@CurrentViewer() viewer: Extract<Viewer, { kind: 'player' }>) {
    return (await this.rounds.matchesOfPlayer(viewer.playerId)).map(toMatchModel);
  }

  @SignedIn('staff')
  @Query(() => [MatchModel], { description: 'Matches by status, e.g. DISPUTED for the conflict queue, PENDING for outstanding ones.' })
  async matches(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('statuses', { type: () => [MatchStatus] }) statuses: MatchStatus[],
  ) {
    await this.access.require(viewer, eventId, 'event.read');
    return (await this.rounds.matchesWithStatus(eventId, statuses)).map(toMatchModel);
  }

  @SignedIn('staff')
  @Mutation(() => MatchModel, { description: 'Staff enter or correct a result.' })
  async recordResult(@CurrentViewer() viewer: Viewer, @Args('matchId', { type: () => ID }) matchId: string, @Args('input') input: ResultInput) {
    await this.resultsService.record(viewer, matchId, input);
    return this.match(viewer, matchId);
  }

  @SignedIn('player')
  @Mutation(() => MatchModel, { description: 'A player reports their own match.' })
  async reportResult(@CurrentViewer() viewer: Viewer, @Args('matchId', { type: () => ID }) matchId: string, @Args('input') input: ReportInput) {
    // The match as the report's transaction left it (with its players): no second read.
    const { round, ...match } = await this.resultsService.report(viewer, matchId, input);
    return { ...match, eventId: round.eventId, roundNumber: round.number };
  }

  @SignedIn('player')
  @Mutation(() => MatchModel, { description: "A player agrees with the opponent's report: refused with REPORT_CHANGED if the opponent has reported again since." })
  async confirmResult(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('reportId', { type: () => ID, description: "The opponent's report being confirmed, as the player saw it." }) reportId: string,
    @Args('requestKey', { type: () => String, nullable: true }) requestKey?: string | null,
  ) {
    await this.resultsService.confirm(viewer, matchId, reportId, requestKey);
    return this.match(viewer, matchId);
  }

  @SignedIn('staff')
  @Mutation(() => MatchModel, { description: 'Adds (or with a negative number removes) minutes for one match.' })
  async extendMatch(
    @CurrentViewer() viewer: Viewer,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('minutes', { type: () => Int }) minutes: number,
  ) {
    await this.resultsService.extend(viewer, matchId, minutes);
    return this.match(viewer, matchId);
  }

  @ResolveField(() => [ResultReportModel], { description: "Players' reports: staff see all, a player those of their own match." })
  reports(@CurrentViewer() viewer: Viewer, @Parent() match: MatchModel) {
    return this.resultsService.reports(viewer, match);
  }
}
