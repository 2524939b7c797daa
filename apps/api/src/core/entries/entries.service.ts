import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import type { PersonViewer, Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { AttemptLimiter, AttemptLimiters, guessingAddress, TokenService } from '../../platform/identity';
import { identifierKindOf, PeopleService } from '../people';
import { cleanPlayerInput, PlayersService } from '../players';
import { StandingsService } from '../standings';
import { PlaceFreedHooks } from '../tournament';
import { EntriesRepository } from './entries.repository';
import {
  CalendarEventModel,
  EntryStatus,
  MyEventModel,
  MyEventsModel,
  MyEventWhen,
  OrganizationCalendarModel,
  PersonDeviceModel,
  PreRegistrationInput,
  PreRegistrationModel,
} from './entries.model';

type EntryEvent = NonNullable<Awaited<ReturnType<EntriesRepository['event']>>>;
type CalendarRow = Omit<EntryEvent, 'organizationId' | 'ruleProfile'>;

/** When pre-registration closes: the organizer's time, else the start (null: neither set). */
const closingOf = (event: CalendarRow) => event.preregistrationClosesAt ?? event.startsAt;

/** Pre-registration is open: the organizer opened it, the event still registers, and its closing time has not come. */
const preregistrationOpenNow = (event: CalendarRow, now: Date) => {
  const closing = closingOf(event);
  return event.preregistrationOpen && event.status === 'REGISTRATION' && (!closing || now < closing);
};

const whenOf = (status: CalendarRow['status']) =>
  status === 'REGISTRATION' ? MyEventWhen.UPCOMING : status === 'FINISHED' ? MyEventWhen.PAST : MyEventWhen.CURRENT;

/**
 * The player's side of an organization's events: its public calendar, a person's own events
 * (the person token), pre-registration with a capacity and a waitlist, and the person token's
 * one-tap sign-in to an event. Every change runs under the event's lock: two phones taking the
 * last place are decided one after the other.
 */
@Injectable()
export class EntriesService implements OnModuleInit {
  // Pre-registering without a person token makes people in the directory: bounded per address.
  private readonly guests: AttemptLimiter;

  constructor(
    private readonly entries: EntriesRepository,
    private readonly players: PlayersService,
    private readonly people: PeopleService,
    private readonly standings: StandingsService,
    private readonly tokens: TokenService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly placeFreed: PlaceFreedHooks,
    limiters: AttemptLimiters,
  ) {
    this.guests = limiters.create('preregister-guest-address', {
      free: 20,
      windowSeconds: 60 * 60,
      firstWaitSeconds: 60,
      maxWaitSeconds: 60 * 60,
    });
  }

  onModuleInit() {
    this.placeFreed.register((change, eventId) => this.promoteFreed(change, eventId));
  }

  async calendar(slug: string): Promise<OrganizationCalendarModel> {
    const organization = await this.entries.organizationBySlug(slug.trim().toLowerCase());
    if (!organization) throw new AppError('NOT_FOUND', { entity: 'organization' });
    return this.calendarOf(organization);
  }

  async myEvents(viewer: PersonViewer): Promise<MyEventsModel> {
    const [person, organization, registrations, waiting] = await Promise.all([
      this.entries.person(viewer.personId),
      this.entries.organization(viewer.organizationId),
      this.entries.registrationsOfPerson(viewer.personId),
      this.entries.waitlistEntriesOfPerson(viewer.personId),
    ]);
    if (!person || !organization) throw new AppError('UNAUTHENTICATED');
    const eventIds = [...registrations.map((row) => row.eventId), ...waiting.map((row) => row.eventId)];
    const counts = await this.counts(eventIds);
    const now = new Date();
    const registered = await Promise.all(
      registrations.map(async (row): Promise<MyEventModel> => {
        const line = row.event.status === 'REGISTRATION' ? undefined : (await this.standings.finalLinesOf(row.eventId)).get(row.id);
        return {
          event: this.calendarEvent(row.event, counts, now),
          when: whenOf(row.event.status),
          status: EntryStatus.REGISTERED,
          preregistered: row.preregisteredAt !== null,
          waitlistPosition: null,
          dropped: row.droppedAt !== null,
          place: line?.rank ?? null,
          wins: line?.wins ?? 0,
          losses: line?.losses ?? 0,
          draws: line?.draws ?? 0,
        };
      }),
    );
    const waitlisted = await Promise.all(
      waiting.map(async (entry): Promise<MyEventModel> => ({
        event: this.calendarEvent(entry.event, counts, now),
        when: whenOf(entry.event.status),
        status: EntryStatus.WAITLISTED,
        preregistered: false,
        waitlistPosition: await this.entries.positionOf(entry),
        dropped: false,
        place: null,
        wins: 0,
        losses: 0,
        draws: 0,
      })),
    );
    const order = { UPCOMING: 0, CURRENT: 1, PAST: 2 } as const;
    const time = (row: MyEventModel) => row.event.startsAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
    const events = [...registered, ...waitlisted].sort(
      (a, b) => order[a.when] - order[b.when] || (a.when === MyEventWhen.PAST ? time(b) - time(a) : time(a) - time(b)),
    );
    return { name: person.name, organization: await this.calendarOf(organization), events };
  }

  /** The person token pre-registers its person: a place, or the waitlist when the event is full. */
  async preRegister(viewer: PersonViewer, eventId: string): Promise<PreRegistrationModel> {
    await this.access.refuseIfPublishedCopy(eventId);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockOpenEvent(change, eventId);
      if (event.organizationId !== viewer.organizationId) throw new AppError('FORBIDDEN');
      const linked = await this.people.link(change, event, {}, { personId: viewer.personId });
      return { ...(await this.take(change, event, linked.personId, linked.fields)), personToken: null };
    });
  }

  /**
   * Pre-registering without a person token: the directory's person with this player ID or
   * e-mail, else a new person. Only a new person's phone gets a person token: an e-mail typed
   * here proves nothing, so an existing person's events stay with the phones they signed in on.
   */
  async preRegisterAsGuest(eventId: string, input: PreRegistrationInput, clientAddress: string, deviceLabel: string | null) {
    const address = guessingAddress(clientAddress);
    if (await this.guests.waitMs([address])) throw new AppError('TOO_MANY_ATTEMPTS');
    await this.guests.recordFailure([address]);
    const clean = cleanPlayerInput(
      { name: input.name, nameReading: input.nameReading, email: input.email, externalId: input.playerId },
      true,
    );
    if (!clean.email) throw invalidInput('email', 'required');
    await this.access.refuseIfPublishedCopy(eventId);
    // The caller is nobody yet: the entries are audited as the server's, naming the person.
    return this.uow.run('system', async (change) => {
      const event = await this.lockOpenEvent(change, eventId);
      const [match] = await this.people.matches(change.tx, event.organizationId, identifierKindOf(event.ruleProfile), [clean]);
      const linked = await this.people.link(change, event, clean, { personId: match?.id ?? null });
      const taken = await this.take(change, event, linked.personId, linked.fields);
      const personToken = match
        ? null
        : await this.tokens.issuePersonToken(change.tx, { personId: linked.personId, organizationId: event.organizationId }, deviceLabel);
      return { ...taken, personToken };
    });
  }

  /** Cancels the person's pre-registration (before the event starts) or leaves its waitlist; a freed place goes to the first in line. */
  async cancel(viewer: PersonViewer, eventId: string): Promise<boolean> {
    await this.access.refuseIfPublishedCopy(eventId);
    return this.uow.run(viewer, async (change) => {
      const event = await this.lockEvent(change, eventId);
      if (event.organizationId !== viewer.organizationId) throw new AppError('FORBIDDEN');
      const waiting = await this.entries.waitlistEntry(eventId, viewer.personId, change.tx);
      if (waiting) {
        await this.entries.leaveWaitlist(change.tx, waiting.id);
        await change.audit({ eventId, action: 'waitlist.leave', entityType: 'WaitlistEntry', entityId: waiting.id, before: waiting });
        change.publish({ eventId, kind: 'PLAYER_CHANGED', audience: [] });
        return true;
      }
      const registration = await this.entries.registrationOf(eventId, viewer.personId, change.tx);
      if (!registration || registration.preregisteredAt === null || registration.droppedAt !== null)
        throw new AppError('NOT_PREREGISTERED');
      if (event.status !== 'REGISTRATION' || (event.startsAt && new Date() >= event.startsAt)) {
        throw new AppError('PREREGISTRATION_NOT_CANCELLABLE');
      }
      await this.players.withdraw(change, registration);
      await this.promote(change, event);
      return true;
    });
  }

  /** The person token's one tap into an event its person is registered in: the player token, no access code. */
  async signIn(viewer: PersonViewer, eventId: string) {
    const registration = await this.entries.registrationOf(eventId, viewer.personId);
    if (!registration) throw new AppError('NOT_REGISTERED_IN_EVENT');
    return this.players.signInAs(registration);
  }

  async devices(viewer: Viewer, personId: string): Promise<PersonDeviceModel[]> {
    await this.requirePersonIn(viewer, personId, 'people.read');
    return this.entries.devicesOf(personId);
  }

  /** Signs every phone of the person out (a lost phone, a shared one): their person tokens stop working at once. */
  async revokeDevices(viewer: Viewer, personId: string): Promise<number> {
    await this.requirePersonIn(viewer, personId, 'people.privacy');
    return this.uow.run(viewer, async (change) => {
      const revoked = await this.tokens.revokeDevices(change.tx, { personId });
      await change.audit({ eventId: null, action: 'person.devicesRevoke', entityType: 'Person', entityId: personId, after: { revoked } });
      return revoked;
    });
  }

  /** A place while one is left (capacity counts registrations not dropped), else the waitlist. */
  private async take(
    change: Change,
    event: EntryEvent,
    personId: string,
    fields: { name: string; nameReading: string | null; externalId: string | null; email: string | null },
  ): Promise<Omit<PreRegistrationModel, 'personToken'>> {
    const registration = await this.entries.registrationOf(event.id, personId, change.tx);
    if (registration) throw new AppError('PERSON_ALREADY_REGISTERED', { name: registration.name });
    const waiting = await this.entries.waitlistEntry(event.id, personId, change.tx);
    if (waiting) return this.waitlisted(change, waiting);
    if (await this.full(change, event)) {
      const entry = await this.entries.joinWaitlist(change.tx, event.id, personId);
      await change.audit({ eventId: event.id, action: 'waitlist.join', entityType: 'WaitlistEntry', entityId: entry.id, after: entry });
      change.publish({ eventId: event.id, kind: 'PLAYER_CHANGED', audience: [] });
      return this.waitlisted(change, entry);
    }
    await this.players.enter(change, event.id, [{ ...fields, personId, preregisteredAt: new Date() }], 'player.preregister');
    return { eventId: event.id, status: EntryStatus.REGISTERED, waitlistPosition: null };
  }

  private async waitlisted(change: Change, entry: { id: string; eventId: string; createdAt: Date }) {
    return { eventId: entry.eventId, status: EntryStatus.WAITLISTED, waitlistPosition: await this.entries.positionOf(entry, change.tx) };
  }

  private async full(change: Change, event: EntryEvent): Promise<boolean> {
    if (event.capacity === null) return false;
    return ((await this.entries.activeCounts([event.id], change.tx)).get(event.id) ?? 0) >= event.capacity;
  }

  /**
   * Step: freed places go to the waitlist in the order people joined it (pre-registered, audited).
   * A person suspended since they joined the line loses their place in it.
   */
  private async promote(change: Change, event: EntryEvent) {
    for (const entry of await this.entries.waitlist(event.id, change.tx)) {
      if (await this.full(change, event)) return;
      await this.entries.leaveWaitlist(change.tx, entry.id);
      const linked = await this.people.link(change, event, {}, { personId: entry.personId }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'PERSON_SUSPENDED') return null;
        throw error;
      });
      await change.audit({
        eventId: event.id,
        action: linked ? 'waitlist.promote' : 'waitlist.skipSuspended',
        entityType: 'WaitlistEntry',
        entityId: entry.id,
        before: entry,
      });
      if (linked) {
        await this.players.enter(
          change,
          event.id,
          [{ ...linked.fields, personId: entry.personId, preregisteredAt: new Date() }],
          'player.preregister',
        );
      }
    }
  }

  /** Step: a place freed at the desk (a drop, a deletion, a raised capacity) before the event starts goes to the waitlist. */
  private async promoteFreed(change: Change, eventId: string) {
    const event = await this.entries.event(eventId, change.tx);
    if (event?.status === 'REGISTRATION') await this.promote(change, event);
  }

  private async lockEvent(change: Change, eventId: string): Promise<EntryEvent> {
    const event = (await change.lockEvent(eventId)) ? await this.entries.event(eventId, change.tx) : null;
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    return event;
  }

  private async lockOpenEvent(change: Change, eventId: string): Promise<EntryEvent> {
    const event = await this.lockEvent(change, eventId);
    if (!preregistrationOpenNow(event, new Date())) throw new AppError('PREREGISTRATION_CLOSED');
    return event;
  }

  private async requirePersonIn(viewer: Viewer, personId: string, permission: 'people.read' | 'people.privacy') {
    const person = await this.entries.person(personId);
    if (!person) throw new AppError('NOT_FOUND', { entity: 'person' });
    await this.access.requireInOrganization(viewer, person.organizationId, permission);
  }

  private async calendarOf(organization: { id: string; name: string; slug: string }): Promise<OrganizationCalendarModel> {
    const events = await this.entries.calendar(organization.id);
    const counts = await this.counts(events.map((event) => event.id));
    const now = new Date();
    return { name: organization.name, slug: organization.slug, events: events.map((event) => this.calendarEvent(event, counts, now)) };
  }

  private async counts(eventIds: string[]) {
    const [active, waiting] = await Promise.all([this.entries.activeCounts(eventIds), this.entries.waitlistCounts(eventIds)]);
    return { active, waiting };
  }

  private calendarEvent(
    event: CalendarRow,
    counts: { active: Map<string, number>; waiting: Map<string, number> },
    now: Date,
  ): CalendarEventModel {
    const taken = counts.active.get(event.id) ?? 0;
    return {
      id: event.id,
      name: event.name,
      formatName: event.formatName,
      startsAt: event.startsAt,
      locale: event.locale,
      capacity: event.capacity,
      placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - taken),
      waitlistCount: counts.waiting.get(event.id) ?? 0,
      entryFee: event.entryFee,
      preregistrationOpen: preregistrationOpenNow(event, now),
      preregistrationClosesAt: closingOf(event),
    };
  }
}
