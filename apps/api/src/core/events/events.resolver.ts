import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { findProfile } from '@taikai/engine';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { negotiateLanguage } from '../../platform/i18n';
import { StaffRole } from '../../generated/prisma/enums';
import { OrganizationModel, OrganizationsService } from '../organizations';
import { EventInput } from './event.input';
import { EventModel, EventStructureModel, EventWarningModel, StaffMemberModel } from './event.model';
import { EventsService } from './events.service';
import { ruleProfileModelOf, RuleProfileModel } from './rule-profile.model';

@Resolver(() => EventModel)
export class EventsResolver {
  constructor(
    private readonly eventsService: EventsService,
    private readonly organizationsService: OrganizationsService,
  ) {}

  @SignedIn('staff')
  @Query(() => [EventModel], { description: 'Events the signed-in staff member may see.' })
  events(@CurrentViewer() viewer: Extract<Viewer, { kind: 'staff' }>) {
    return this.eventsService.list(viewer);
  }

  @SignedIn('staff', 'player')
  @Query(() => EventModel)
  event(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.eventsService.get(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel)
  createEvent(
    @CurrentViewer() viewer: Extract<Viewer, { kind: 'staff' }>,
    @Args('input') input: EventInput,
    @Args('organizationId', {
      type: () => ID,
      nullable: true,
      description:
        "The organization the event belongs to; by default the viewer's only one where they may create events (site organizers: the server's own).",
    })
    organizationId?: string | null,
  ) {
    return this.eventsService.create(viewer, input, organizationId);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel)
  updateEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: EventInput) {
    return this.eventsService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => EventModel, {
    description: 'Reopens a finished event for pairing and result entry (head judge), with a reason; audited.',
  })
  reopenEvent(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('reason') reason: string) {
    return this.eventsService.reopen(viewer, id, reason);
  }

  @SignedIn('staff')
  @Mutation(() => [StaffMemberModel])
  addEventStaff(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('email') email: string,
    @Args('role', { type: () => StaffRole }) role: StaffRole,
  ) {
    return this.eventsService.addStaff(viewer, eventId, email, role);
  }

  @SignedIn('staff')
  @Mutation(() => [StaffMemberModel])
  removeEventStaff(
    @CurrentViewer() viewer: Viewer,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => StaffRole }) role: StaffRole,
  ) {
    return this.eventsService.removeStaff(viewer, eventId, userId, role);
  }

  @ResolveField(() => OrganizationModel)
  organization(@Parent() event: EventModel, @Context() context: GraphQLContext) {
    return this.organizationsService.ofEvent(context.req, event.organizationId);
  }

  @ResolveField(() => Boolean, {
    description:
      'Whether the signed-in viewer may override what the desk refuses (a suspended person, a full event): organizers of the event or its organization.',
  })
  viewerCanOverride(@CurrentViewer() viewer: Viewer, @Parent() event: EventModel) {
    return this.eventsService.canOverride(viewer, event.id);
  }

  @ResolveField(() => [StaffMemberModel])
  staff(@CurrentViewer() viewer: Viewer, @Parent() event: EventModel) {
    return this.eventsService.staff(viewer, event.id);
  }

  @ResolveField(() => Boolean, {
    description:
      "Whether a playoff game may end in a draw under this event's game rules (FFTCG 3.3), so that the organizer's playoffDrawPolicy applies; false for Magic (MTR 2.5: no draws in single elimination).",
  })
  playoffDrawsFollowPolicy(@Parent() event: EventModel) {
    return findProfile(event.ruleProfile)?.playoffDraws === 'ORGANIZER_POLICY';
  }

  @ResolveField(() => RuleProfileModel, { description: "The rules the event's rule profile sets (e.g. the win-rate floor)." })
  rules(@Parent() event: EventModel) {
    return ruleProfileModelOf(event.ruleProfile);
  }

  @ResolveField(() => [EventWarningModel], {
    description:
      'Rules the organizer overrode for this event, accepted explicitly and audited (e.g. a round under the minimum, MTR appendix B).',
  })
  warnings(@Parent() event: EventModel, @Context() context: GraphQLContext) {
    return this.eventsService.warningsOf(
      event as EventModel & { warnings?: unknown },
      negotiateLanguage(context.req.headers['accept-language']),
    );
  }

  @ResolveField(() => EventStructureModel, { description: 'Recommended structure for the players registered now.' })
  recommendedStructure(@CurrentViewer() viewer: Viewer, @Parent() event: EventModel) {
    return this.eventsService.structure(viewer, event.id);
  }
}
