import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { PenaltyStatus } from '../../generated/prisma/enums';
import { type GraphQLContext, languageOf } from '../../platform/graphql';
import { InfractionCatalogModel, InfractionInput, InfractionModel, PenaltyModel, PenaltySuggestionModel } from './penalty.model';
import { PenaltiesService } from './penalties.service';
import { PenaltyApprovalService } from './penalty-approval.service';

@Resolver(() => PenaltyModel)
export class PenaltiesResolver {
  constructor(
    private readonly penaltiesService: PenaltiesService,
    private readonly approval: PenaltyApprovalService,
  ) {}

  @SignedIn('staff')
  @Query(() => InfractionCatalogModel, { description: "Which catalog the event's penalties follow, named in the request language." })
  infractionCatalog(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.penaltiesService.catalog(viewer, eventId, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => [InfractionModel], { description: "The event's infraction catalog, names in the request language." })
  infractions(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string, @Context() context: GraphQLContext) {
    return this.penaltiesService.infractions(viewer, eventId, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => PenaltySuggestionModel, { description: 'The penalty the rules give now, with the upgrade reason.' })
  suggestPenalty(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Args('infraction') infraction: string,
    @Context() context: GraphQLContext,
    @Args('variant', { nullable: true, description: 'A variant of the infraction (IPG 2.1, 3.1, 3.4).' }) variant?: string,
  ) {
    return this.penaltiesService.suggest(viewer, eventId, playerId, infraction, variant, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => [PenaltyModel], { description: 'Penalties of an event (judges’ notes included).' })
  penalties(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Context() context: GraphQLContext,
    @Args('playerId', { type: () => ID, nullable: true }) playerId?: string,
    @Args('statuses', { type: () => [PenaltyStatus], nullable: true }) statuses?: PenaltyStatus[],
  ) {
    return this.penaltiesService.list(viewer, eventId, { playerId, statuses }, languageOf(context));
  }

  @SignedIn('player')
  @Query(() => [PenaltyModel], { description: "The signed-in player's penalties, as a player may see them." })
  myPenalties(@CurrentViewer() viewer: Viewer, @Context() context: GraphQLContext) {
    return this.penaltiesService.mine(viewer, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => String, { description: 'Penalty report of the event as CSV.' })
  penaltyReport(@CurrentViewer() viewer: Viewer, @Args('eventId', { type: () => ID }) eventId: string, @Context() context: GraphQLContext) {
    return this.penaltiesService.reportCsv(viewer, eventId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => PenaltyModel, { description: 'Logs an infraction; Game Loss and above may wait for the head judge.' })
  logInfraction(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('input') input: InfractionInput,
    @Context() context: GraphQLContext,
  ) {
    return this.penaltiesService.log(viewer, eventId, input, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => PenaltyModel, {
    description:
      "IPG 3.1: the player given a Match Loss for not being seated 10 minutes into the round reported to the head judge or scorekeeper before the round's end: not dropped, the Match Loss stays.",
  })
  recordArrival(
    @CurrentViewer() viewer: Viewer,
    @Args('penaltyId', { type: () => ID }) penaltyId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.penaltiesService.recordArrival(viewer, penaltyId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => PenaltyModel)
  async approvePenalty(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Context() context: GraphQLContext) {
    return this.penaltiesService.present(await this.approval.approve(viewer, id), languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => PenaltyModel, { description: 'Revokes a penalty and undoes its effect on the match.' })
  async revokePenalty(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
    @Context() context: GraphQLContext,
  ) {
    return this.penaltiesService.present(await this.approval.revoke(viewer, id, reason), languageOf(context));
  }
}
