import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, Public, SignedIn, type Viewer } from '../../platform/common';
import { type GraphQLContext, languageOf } from '../../platform/graphql';
import { PayoutSheetModel, PublicSeriesStandingsModel, SeriesInput, SeriesModel, SeriesStandingModel } from './series.model';
import { SeriesService } from './series.service';

@Resolver(() => SeriesModel)
export class SeriesResolver {
  constructor(private readonly seriesService: SeriesService) {}

  @SignedIn('staff')
  @Query(() => [SeriesModel], { description: "The organization's series (its members)." })
  seriesList(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.seriesService.list(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => SeriesModel)
  series(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.seriesService.get(viewer, id);
  }

  @SignedIn('staff')
  @Query(() => [SeriesStandingModel], { description: "The series' standings, live from its events' current results, with corrections." })
  seriesStandings(@CurrentViewer() viewer: Viewer, @Args('seriesId', { type: () => ID }) seriesId: string) {
    return this.seriesService.standings(viewer, seriesId);
  }

  @SignedIn('staff')
  @Query(() => String, { description: "The series' standings as CSV (an event's points marked * when not among the person's best N)." })
  seriesStandingsCsv(
    @CurrentViewer() viewer: Viewer,
    @Args('seriesId', { type: () => ID }) seriesId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.seriesService.standingsCsv(viewer, seriesId, languageOf(context));
  }

  @Public()
  @Query(() => PublicSeriesStandingsModel, {
    description: "A series' standings for anyone (the phone): rank, name as lists show it, points.",
  })
  publicSeriesStandings(@Args('seriesId', { type: () => ID }) seriesId: string) {
    return this.seriesService.publicStandings(seriesId);
  }

  @SignedIn('staff')
  @Query(() => [PayoutSheetModel], { description: "An event's payout sheets: one per series it counts in that pays by record or place." })
  eventPayout(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.seriesService.eventPayout(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => PayoutSheetModel, {
    nullable: true,
    description: "What the series' payout rule gives each person over its finished events (null: no rule).",
  })
  seriesPayout(@CurrentViewer() viewer: Viewer, @Args('seriesId', { type: () => ID }) seriesId: string) {
    return this.seriesService.seriesPayout(viewer, seriesId);
  }

  @SignedIn('staff')
  @Mutation(() => SeriesModel, { description: 'Creates a series in the organization (owners and organizers).' })
  createSeries(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('input') input: SeriesInput,
  ) {
    return this.seriesService.create(viewer, organizationId, input);
  }

  @SignedIn('staff')
  @Mutation(() => SeriesModel, { description: "Changes a series' name, rules, dates or events (owners and organizers)." })
  updateSeries(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: SeriesInput) {
    return this.seriesService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => SeriesModel)
  addSeriesEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('seriesId', { type: () => ID }) seriesId: string,
    @Args('eventId', { type: () => ID }) eventId: string,
  ) {
    return this.seriesService.setEvent(viewer, seriesId, eventId, true);
  }

  @SignedIn('staff')
  @Mutation(() => SeriesModel)
  removeSeriesEvent(
    @CurrentViewer() viewer: Viewer,
    @Args('seriesId', { type: () => ID }) seriesId: string,
    @Args('eventId', { type: () => ID }) eventId: string,
  ) {
    return this.seriesService.setEvent(viewer, seriesId, eventId, false);
  }

  @SignedIn('staff')
  @Mutation(() => [SeriesStandingModel], {
    description: "Adds (or, negative, takes away) a person's series points with a reason; audited. Returns the standings.",
  })
  correctSeriesPoints(
    @CurrentViewer() viewer: Viewer,
    @Args('seriesId', { type: () => ID }) seriesId: string,
    @Args('personId', { type: () => ID }) personId: string,
    @Args('points', { description: 'A decimal with at most two places: "2", "-1.5".' }) points: string,
    @Args('reason') reason: string,
  ) {
    return this.seriesService.correct(viewer, seriesId, personId, points, reason);
  }

  @SignedIn('staff')
  @Mutation(() => [SeriesStandingModel], { description: 'Deletes a correction (audited). Returns the standings.' })
  deleteSeriesCorrection(
    @CurrentViewer() viewer: Viewer,
    @Args('seriesId', { type: () => ID }) seriesId: string,
    @Args('correctionId', { type: () => ID }) correctionId: string,
  ) {
    return this.seriesService.deleteCorrection(viewer, seriesId, correctionId);
  }
}
