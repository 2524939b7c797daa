import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { type GraphQLContext, languageOf } from '../../platform/graphql';
import {
  CardErratumModel,
  PenaltyTableRowModel,
  RuleModel,
  RulesDocumentCopyModel,
  RulesDocumentModel,
  RulesSearchHitModel,
  RulesSectionLookupModel,
} from './rules-reference.model';
import { RulesReferenceService } from './rules-reference.service';

@Resolver(() => RulesDocumentModel)
export class RulesReferenceResolver {
  constructor(private readonly rulesReference: RulesReferenceService) {}

  @SignedIn('staff')
  @Query(() => [RulesDocumentModel], {
    description: "The organization's loaded rules texts, each kind's newest version first (its members).",
  })
  rulesDocuments(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.rulesReference.documents(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => [RulesDocumentCopyModel], {
    description:
      "Each kind's newest version with its parsed rules and glossary, for the dashboard to keep on a judge's phone (offline reading and search).",
  })
  rulesOfflineCopy(@CurrentViewer() viewer: Viewer, @Args('organizationId', { type: () => ID }) organizationId: string) {
    return this.rulesReference.offlineCopy(viewer, organizationId);
  }

  @SignedIn('staff')
  @Query(() => RulesDocumentModel)
  rulesDocument(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.rulesReference.document(viewer, id);
  }

  @SignedIn('staff')
  @Query(() => [RulesSearchHitModel], {
    description: 'By rule number, glossary term (kanji, kana or English) or words; full-width and half-width alike.',
  })
  searchRules(
    @CurrentViewer() viewer: Viewer,
    @Args('documentId', { type: () => ID }) documentId: string,
    @Args('query') query: string,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ) {
    return this.rulesReference.search(viewer, documentId, query, limit);
  }

  @SignedIn('staff')
  @Query(() => RuleModel, { description: 'A rule by number, with its references, the glossary terms it defines and its subrules.' })
  rule(@CurrentViewer() viewer: Viewer, @Args('documentId', { type: () => ID }) documentId: string, @Args('number') number: string) {
    return this.rulesReference.rule(viewer, documentId, number);
  }

  @SignedIn('staff')
  @Query(() => RulesSectionLookupModel, {
    description:
      "A section of the newest loaded version of a kind, by number (an IPG section, CR 613, a handbook section's heading), with an IPG section's parts.",
  })
  rulesSection(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('documentKind') documentKind: string,
    @Args('number') number: string,
  ) {
    return this.rulesReference.section(viewer, organizationId, documentKind, number);
  }

  @SignedIn('staff')
  @Query(() => [CardErratumModel], {
    description: "The named cards' errata in the loaded errata list of Japanese printings (特筆異状集); cards without errata are left out.",
  })
  cardErrata(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('names', { type: () => [String] }) names: string[],
  ) {
    return this.rulesReference.errata(viewer, organizationId, names);
  }

  @SignedIn('staff')
  @Query(() => [PenaltyTableRowModel], {
    description: "The IPG's penalty table (appendix A) from Taikai's catalog, named in the request language.",
  })
  penaltyTable(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.rulesReference.penaltyTable(viewer, organizationId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => RulesDocumentModel, {
    description: 'Loads a version of a rules text (its organizers); a newer version records what changed since the one before.',
  })
  loadRulesDocument(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('documentKind') documentKind: string,
    @Args('version') version: string,
    @Args('content') content: string,
  ) {
    return this.rulesReference.load(viewer, organizationId, documentKind, version, content);
  }
}
