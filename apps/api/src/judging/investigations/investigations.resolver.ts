import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { type GraphQLContext, languageOf as readerLanguage } from '../../platform/graphql';
import type { Language } from '../../platform/i18n';
import { AppealsService } from './appeals.service';
import { AppealDecisionInput, AppealModel, InvestigationModel, InvestigationStatementModel, StatementInput } from './investigation.model';
import { InvestigationsService } from './investigations.service';

const languageOf = (context: GraphQLContext, asked?: string | null): Language =>
  asked === 'ja' || asked === 'en' ? asked : readerLanguage(context);

@Resolver()
export class InvestigationsResolver {
  constructor(
    private readonly investigations: InvestigationsService,
    private readonly appeals: AppealsService,
  ) {}

  @SignedIn('staff')
  @Query(() => InvestigationModel, { description: "A penalty's investigation statements and appeals: the head judge and organizers only." })
  investigation(
    @CurrentViewer() viewer: Viewer,
    @Args('penaltyId', { type: () => ID }) penaltyId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.investigations.investigation(viewer, penaltyId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => InvestigationStatementModel, {
    description: 'Writes down what the player, the opponent, a witness or a judge said about an infraction.',
  })
  recordStatement(@CurrentViewer() viewer: Viewer, @Args('input') input: StatementInput) {
    return this.investigations.record(viewer, input);
  }

  @SignedIn('staff')
  @Mutation(() => InvestigationModel, { description: 'IPG 1.1: marks a disqualification as issued without proof (the report says so).' })
  markDisqualificationWithoutProof(
    @CurrentViewer() viewer: Viewer,
    @Args('penaltyId', { type: () => ID }) penaltyId: string,
    @Args('withoutProof') withoutProof: boolean,
  ) {
    return this.investigations.markWithoutProof(viewer, penaltyId, withoutProof);
  }

  @SignedIn('staff')
  @Query(() => String, { description: 'The disqualification report as plain text (IPG 1.1), in the given language or the request’s.' })
  disqualificationReport(
    @CurrentViewer() viewer: Viewer,
    @Args('penaltyId', { type: () => ID }) penaltyId: string,
    @Context() context: GraphQLContext,
    @Args('language', { type: () => String, nullable: true, description: 'ja or en; unset: the request language.' })
    language?: string | null,
  ) {
    return this.investigations.disqualificationReport(viewer, penaltyId, languageOf(context, language));
  }

  @SignedIn('staff')
  @Mutation(() => AppealModel, { description: "MTR 2.9: records a player's appeal of a floor judge's ruling to the head judge." })
  fileAppeal(
    @CurrentViewer() viewer: Viewer,
    @Args('penaltyId', { type: () => ID }) penaltyId: string,
    @Args('statement') statement: string,
    @Context() context: GraphQLContext,
  ) {
    return this.appeals.file(viewer, penaltyId, statement, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => AppealModel, {
    description: "MTR 2.9: the head judge's final decision on an appeal: upheld, changed (another penalty) or revoked.",
  })
  decideAppeal(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AppealDecisionInput,
    @Context() context: GraphQLContext,
  ) {
    return this.appeals.decide(viewer, id, input, languageOf(context));
  }
}
