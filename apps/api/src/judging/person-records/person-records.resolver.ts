import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import { type GraphQLContext, languageOf } from '../../platform/graphql';
import { ForgottenPersonModel, PersonHistoryModel, PersonPenaltyModel } from './person-record.model';
import { PersonRecordsService } from './person-records.service';
import { DateTimeScalar } from '../../platform/graphql';

@Resolver()
export class PersonRecordsResolver {
  constructor(private readonly records: PersonRecordsService) {}

  @SignedIn('staff')
  @Query(() => PersonHistoryModel, {
    description:
      "A person's registrations across their organization's events, with places and records; penalties for those who may read them.",
  })
  personHistory(
    @CurrentViewer() viewer: Viewer,
    @Args('personId', { type: () => ID }) personId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.records.history(viewer, personId, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => [PersonPenaltyModel], {
    nullable: true,
    description:
      "The player's person's penalties at the organization's other events, newest first, for the event's judges (penalties.log); null when the registration is not linked to a person.",
  })
  earlierPenalties(
    @CurrentViewer() viewer: Viewer,
    @Args('playerId', { type: () => ID }) playerId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.records.earlierPenalties(viewer, playerId, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => String, {
    description:
      "The organization's penalties logged from `from` up to `to` (a season), as CSV: person, player ID, event, date, infraction, penalty, judge.",
  })
  organizationPenaltyReport(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID }) organizationId: string,
    @Args('from', { type: () => DateTimeScalar }) from: Date,
    @Args('to', { type: () => DateTimeScalar, description: 'The end of the period (not included).' }) to: Date,
    @Context() context: GraphQLContext,
  ) {
    return this.records.penaltyReportCsv(viewer, organizationId, from, to, languageOf(context));
  }

  @SignedIn('staff')
  @Query(() => String, { description: 'Everything held about a person, as one JSON file (people.privacy; audited).' })
  exportPerson(
    @CurrentViewer() viewer: Viewer,
    @Args('personId', { type: () => ID }) personId: string,
    @Context() context: GraphQLContext,
  ) {
    return this.records.exportPerson(viewer, personId, languageOf(context));
  }

  @SignedIn('staff')
  @Mutation(() => ForgottenPersonModel, {
    description:
      "Removes a person's personal data, keeping results and penalties under an anonymous name (people.privacy; audited; idempotent).",
  })
  forgetPerson(@CurrentViewer() viewer: Viewer, @Args('personId', { type: () => ID }) personId: string) {
    return this.records.forgetPerson(viewer, personId);
  }
}
