import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, type PersonViewer, Public, SignedIn, type Viewer } from '../../platform/common';
import type { GraphQLContext } from '../../platform/graphql';
import { PlayerAuthPayload } from '../players';
import { MyEventsModel, OrganizationCalendarModel, PersonDeviceModel, PreRegistrationInput, PreRegistrationModel } from './entries.model';
import { EntriesService } from './entries.service';

@Resolver()
export class EntriesResolver {
  constructor(private readonly entries: EntriesService) {}

  @Public()
  @Query(() => OrganizationCalendarModel, {
    description:
      "An organization's public calendar (its page on the phone, /play/o/<slug>): its events on the calendar that have not finished.",
  })
  organizationCalendar(@Args('slug') slug: string) {
    return this.entries.calendar(slug);
  }

  @SignedIn('person')
  @Query(() => MyEventsModel, {
    description: "The person token's person: their events at the organization (upcoming, current, past) and its calendar.",
  })
  myEvents(@CurrentViewer() viewer: PersonViewer) {
    return this.entries.myEvents(viewer);
  }

  @SignedIn('person')
  @Mutation(() => PreRegistrationModel, {
    description:
      'The person token pre-registers its person: a place, or the waitlist when the event is full (PREREGISTRATION_CLOSED when not open).',
  })
  preRegister(@CurrentViewer() viewer: PersonViewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.entries.preRegister(viewer, eventId);
  }

  @Public()
  @Mutation(() => PreRegistrationModel, {
    description:
      "Pre-registers without a person token: the directory's person with this player ID or e-mail, else a new person (who gets a person token).",
  })
  preRegisterAsGuest(
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('input') input: PreRegistrationInput,
    @Context() context: GraphQLContext,
  ) {
    return this.entries.preRegisterAsGuest(eventId, input, context.req.ip ?? 'unknown', context.req.headers['user-agent'] ?? null);
  }

  @SignedIn('person')
  @Mutation(() => Boolean, {
    description:
      'Cancels the person’s pre-registration before the event starts (the first waitlisted person takes the place), or leaves its waitlist.',
  })
  cancelPreRegistration(@CurrentViewer() viewer: PersonViewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.entries.cancel(viewer, eventId);
  }

  @SignedIn('person')
  @Mutation(() => PlayerAuthPayload, {
    description: 'Signs the phone in to an event its person is registered in: one tap, no access code.',
  })
  personEventLogin(@CurrentViewer() viewer: PersonViewer, @Args('eventId', { type: () => ID }) eventId: string) {
    return this.entries.signIn(viewer, eventId);
  }

  @SignedIn('staff')
  @Query(() => [PersonDeviceModel], { description: 'The phones a person signed in from (their person tokens), newest first.' })
  personDevices(@CurrentViewer() viewer: Viewer, @Args('personId', { type: () => ID }) personId: string) {
    return this.entries.devices(viewer, personId);
  }

  @SignedIn('staff')
  @Mutation(() => Int, {
    description: 'Signs every phone of the person out (organizers): their person tokens stop working. Answers how many were revoked.',
  })
  revokePersonDevices(@CurrentViewer() viewer: Viewer, @Args('personId', { type: () => ID }) personId: string) {
    return this.entries.revokeDevices(viewer, personId);
  }
}
