import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { PersonInput, PersonModel } from './person.model';
import { PeopleService } from './people.service';
import { DateTimeScalar } from '../../platform/graphql';

@Resolver(() => PersonModel)
export class PeopleResolver {
  constructor(private readonly peopleService: PeopleService) {}

  @ResolveField(() => Int, { description: 'Registrations dropped at round 1 for not checking in (no-shows).' })
  noShowCount(@Parent() person: PersonModel, @Context() context: GraphQLContext) {
    return this.peopleService.noShowsIn(context.req, person.id);
  }

  @SignedIn('staff')
  @Query(() => [PersonModel], {
    description:
      'The organization’s people (default: the server’s first organization), or, given eventId, those of the event’s organization for its desk. search matches name, reading (katakana or hiragana, any width), player ID, and e-mail for who may read it; ranked: exact player ID, then name, reading or ID starting with it, then the rest.',
  })
  people(
    @CurrentViewer() viewer: Viewer,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId: string | null,
    @Args('eventId', { type: () => ID, nullable: true }) eventId: string | null,
    @Args('search', { defaultValue: '' }) search: string,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
  ) {
    return this.peopleService.search(viewer, { organizationId, eventId }, search, first);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel, { description: 'Gives the person a member code for their card, once (audited); the same code after.' })
  issueMemberCode(@CurrentViewer() viewer: Viewer, @Args('personId', { type: () => ID }) personId: string) {
    return this.peopleService.issueMemberCode(viewer, personId);
  }

  @SignedIn('staff')
  @Query(() => PersonModel)
  person(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.peopleService.person(viewer, id);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel, { description: 'Adds a person to the directory (default: the server’s first organization).' })
  createPerson(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: PersonInput,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId: string | null,
  ) {
    return this.peopleService.create(viewer, organizationId, input);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel)
  updatePerson(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: PersonInput) {
    return this.peopleService.update(viewer, id, input);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel, {
    description:
      'Merges a duplicate into the kept person: its registrations, player IDs and suspensions move, and it is deleted (audited).',
  })
  mergePeople(
    @CurrentViewer() viewer: Viewer,
    @Args('keepId', { type: () => ID }) keepId: string,
    @Args('mergeId', { type: () => ID }) mergeId: string,
  ) {
    return this.peopleService.merge(viewer, keepId, mergeId);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel, { description: 'Until then, registering the person needs an organizer’s override.' })
  suspendPerson(
    @CurrentViewer() viewer: Viewer,
    @Args('personId', { type: () => ID }) personId: string,
    @Args('until', { type: () => DateTimeScalar }) until: Date,
    @Args('reason') reason: string,
  ) {
    return this.peopleService.suspend(viewer, personId, until, reason);
  }

  @SignedIn('staff')
  @Mutation(() => PersonModel, { description: 'Ends a suspension now; returns its person.' })
  liftSuspension(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string) {
    return this.peopleService.lift(viewer, id);
  }
}
