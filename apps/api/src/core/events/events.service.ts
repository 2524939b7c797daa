import { Injectable } from '@nestjs/common';
import { effectivePlayerCount, findProfile, findTeamFormat, MAGIC, recommendEventStructure } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import { normalizeAccessCode } from '../../platform/common';
import type { StaffViewer, Viewer } from '../../platform/common';
import { UnitOfWork } from '../../platform/database';
import type { Change } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { LiveService } from '../../platform/live';
import { PlaceFreedHooks } from '../tournament';
import type { Prisma } from '../../generated/prisma/client';
import type { StaffRole } from '../../generated/prisma/enums';
import { UsersService } from '../../platform/users';
import { OrganizationsService } from '../organizations';
import type { EventInput } from './event.input';
import type { EventWarningModel } from './event.model';
import { type Language, translate } from '../../platform/i18n';
import { assertValidCalendarSettings, assertValidEventInput } from './event-rules';
import { type StoredEventWarning, storedWarnings, withRoundClockChecked, withRoundLengthChecked } from './event-warnings';
import { EventsRepository } from './events.repository';

type EventTexts = Pick<EventInput, 'prizesEn' | 'prizesJa' | 'venueNotesEn' | 'venueNotesJa' | 'formatName' | 'entryFee'>;
const TEXT_FIELDS = ['prizesEn', 'prizesJa', 'venueNotesEn', 'venueNotesJa', 'formatName', 'entryFee'] as const;

/** The organizer's texts that were given, trimmed; a blank one is cleared. */
function eventTexts(input: EventTexts): EventTexts {
  const given = TEXT_FIELDS.filter((field) => input[field] !== undefined);
  return Object.fromEntries(given.map((field) => [field, input[field]?.trim() || null]));
}

/** What pairing changes on an event as it moves on: running, its Swiss rounds fixed, in its top cut, finished. */
export type EventProgress = Pick<Prisma.EventUncheckedUpdateInput, 'status' | 'plannedRounds' | 'topCut'>;

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly users: UsersService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
    private readonly organizations: OrganizationsService,
    private readonly placeFreed: PlaceFreedHooks,
  ) {}

  list(viewer: StaffViewer) {
    return this.events.list(viewer.organizer ? {} : { staffUserId: viewer.userId });
  }

  /** Staff of the event, or a player signed in to it. */
  async get(viewer: Viewer, id: string) {
    await this.access.requireReader(viewer, id);
    const event = await this.events.findById(id);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    return event;
  }

  /**
   * An event in an organization where the viewer may create events (its owners and organizers; site
   * organizers anywhere): the one asked for, else the viewer's own (OrganizationsService.forNewEvent).
   * The creator becomes the event's organizer.
   */
  async create(viewer: StaffViewer, input: EventInput, organizationId?: string | null) {
    const organization = await this.organizations.forNewEvent(viewer, organizationId);
    assertValidEventInput(input, true);
    assertValidCalendarSettings(input, {
      startsAt: input.startsAt ?? null,
      preregistrationClosesAt: input.preregistrationClosesAt ?? null,
    });
    const profile = findProfile(input.ruleProfile ?? MAGIC.id) ?? MAGIC;
    const roundMinutes = input.roundMinutes ?? profile.timeLimits.roundMinutes;
    // MTR appendix B: a round under the minimum only when the organizer accepts it, recorded (audited with the event).
    const warnings = withRoundLengthChecked([], profile, roundMinutes, input.acceptWarnings, viewer.userId, new Date());
    return this.uow.run(viewer, async (change) => {
      const event = await this.add(change, {
        organizationId: organization,
        name: input.name!.trim(),
        ruleProfile: profile.id,
        formatType: input.formatType,
        enforcementLevel: input.enforcementLevel,
        bestOf: input.bestOf ?? profile.bestOf,
        roundMinutes,
        warnings: warnings as unknown as Prisma.InputJsonValue,
        plannedRounds: input.plannedRounds ?? null,
        topCut: input.topCut ?? 0,
        startsAt: input.startsAt ?? null,
        venue: input.venue?.trim() || null,
        ...eventTexts(input),
        locale: input.locale ?? null,
        playoffDrawPolicy: input.playoffDrawPolicy,
        lateEntryPolicy: input.lateEntryPolicy ?? undefined,
        lateEntryLastRound: input.lateEntryLastRound ?? null,
        capacity: input.capacity ?? null,
        onCalendar: input.onCalendar,
        preregistrationOpen: input.preregistrationOpen,
        preregistrationClosesAt: input.preregistrationClosesAt ?? null,
        publicPage: input.publicPage,
        publicPairings: input.publicPairings,
        publicStandings: input.publicStandings,
        publicDecklists: input.publicDecklists,
        publicMetagame: input.publicMetagame,
        teamFormat: input.teamFormat ?? null,
      });
      await this.events.addStaff(change.tx, event.id, viewer.userId, 'ORGANIZER');
      await auditAccepted(change, event.id, [], warnings);
      return { ...event, playerCount: 0 };
    });
  }

  /** Step: a new event with a short code of its own, audited (by organizers, and the demo's seed). */
  async add(change: Change, data: Parameters<EventsRepository['create']>[1]) {
    const event = await this.events.create(change.tx, data);
    await change.audit({ eventId: event.id, action: 'event.create', entityType: 'Event', entityId: event.id, after: event });
    return event;
  }

  /**
   * Step: a round clock is about to start with `minutes` set by staff. Under the rules' minimum
   * (MTR appendix B) it is refused (ROUND_SHORTER_THAN_MINIMUM) unless accepted; accepted, the
   * override is recorded in Event.warnings for that round and audited. The caller holds the event lock.
   */
  async acceptRoundClock(change: Change, eventId: string, round: number, minutes: number, accepted: readonly string[] | null | undefined) {
    const event = await this.events.findById(eventId, change.tx);
    if (!event) throw new AppError('NOT_FOUND', { entity: 'event' });
    const acceptedBy = change.viewer !== 'system' && change.viewer.kind === 'staff' ? change.viewer.userId : null;
    const before = storedWarnings(event.warnings);
    // The event's own round length, already accepted for it, needs no second acceptance.
    if (before.some((w) => w.code === 'ROUND_SHORTER_THAN_MINIMUM' && w.detail?.round == null && w.detail?.minutes === minutes)) return;
    const profile = findProfile(event.ruleProfile) ?? MAGIC;
    const after = withRoundClockChecked(before, profile, round, minutes, accepted, acceptedBy, new Date());
    if (!after) return;
    await this.events.update(change.tx, eventId, { warnings: after as unknown as Prisma.InputJsonValue });
    await auditAccepted(change, eventId, before, after);
  }

  /** Step: the event moves on with its pairings (the pairing's change holds the event lock and audits the pairing). */
  progress(change: Change, eventId: string, progress: EventProgress) {
    return this.events.update(change.tx, eventId, progress);
  }

  /** The event a player signs in to, by the code on their slip; null when none has it. */
  async idOfCode(eventCode: string): Promise<string | null> {
    return (await this.events.findByShortCode(normalizeAccessCode(eventCode)))?.id ?? null;
  }

  /** The rules the organizer overrode for this event (Event.warnings), worded in `language`. */
  async warningsOf(event: { warnings?: unknown }, language: Language): Promise<EventWarningModel[]> {
    const warnings = storedWarnings(event.warnings);
    const names = new Map<string, string | null>();
    for (const id of new Set(warnings.flatMap((w) => (w.acceptedBy ? [w.acceptedBy] : [])))) {
      names.set(id, (await this.users.byId(id))?.name ?? null);
    }
    return warnings.map((w) => ({
      code: w.code,
      message: translate(language, w.code, w.detail ?? {}),
      acceptedAt: new Date(w.acceptedAt),
      acceptedByName: w.acceptedBy ? (names.get(w.acceptedBy) ?? null) : null,
    }));
  }

  /** Whether the viewer may override the desk's refusals (a suspension, the capacity): whoever may manage the event. */
  canOverride(viewer: Viewer, eventId: string): Promise<boolean> {
    return this.access.can(viewer, eventId, 'event.manage');
  }

  /** Whether an event has this name (the demo is seeded once). */
  async existsNamed(name: string): Promise<boolean> {
    return (await this.events.findByName(name)) !== null;
  }

  /** Players see the standings once staff publish them (and no longer once unpublished). */
  async publishStandings(viewer: Viewer, eventId: string, published: boolean) {
    await this.access.require(viewer, eventId, 'rounds.manage');
    return this.uow.run(viewer, async (change) => {
      await change.lockEvent(eventId);
      const before = await this.events.findById(eventId, change.tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'event' });
      const after = await this.events.update(change.tx, eventId, { standingsPublished: published });
      await change.audit({
        eventId,
        action: published ? 'standings.publish' : 'standings.unpublish',
        entityType: 'Event',
        entityId: eventId,
        before: { standingsPublished: before.standingsPublished },
        after: { standingsPublished: published },
      });
      change.publish({ eventId, kind: 'STANDINGS_PUBLISHED' });
      return { ...after, playerCount: before.playerCount };
    });
  }

  async update(viewer: Viewer, id: string, input: EventInput) {
    await this.access.require(viewer, id, 'event.manage');
    assertValidEventInput(input, false);
    return this.uow.run(viewer, async (change) => {
      await change.lockEvent(id);
      const before = await this.events.findById(id, change.tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'event' });
      if (
        before.status !== 'REGISTRATION' &&
        (input.plannedRounds !== undefined || input.bestOf !== undefined || input.ruleProfile !== undefined)
      ) {
        // Fixed once round 1 is paired (MTR: announced before the first round).
        throw new AppError('EVENT_ALREADY_STARTED');
      }
      if (input.teamFormat !== undefined && input.teamFormat !== before.teamFormat)
        await this.refuseTeamFormatChange(change, before, input.teamFormat);
      assertValidCalendarSettings(input, {
        startsAt: input.startsAt !== undefined ? input.startsAt : before.startsAt,
        preregistrationClosesAt:
          input.preregistrationClosesAt !== undefined ? input.preregistrationClosesAt : before.preregistrationClosesAt,
      });
      const { name, venue, prizesEn, prizesJa, venueNotesEn, venueNotesJa, formatName, entryFee, acceptWarnings, ...rest } = input;
      // MTR appendix B: checked whenever the round length or the rules change; an accepted override is recorded.
      const warnings =
        input.roundMinutes !== undefined || input.ruleProfile !== undefined
          ? withRoundLengthChecked(
              storedWarnings(before.warnings),
              findProfile(input.ruleProfile ?? before.ruleProfile) ?? MAGIC,
              input.roundMinutes ?? before.roundMinutes,
              acceptWarnings,
              viewer.kind === 'staff' ? viewer.userId : null,
              new Date(),
            )
          : undefined;
      const after = await this.events.update(change.tx, id, {
        ...rest,
        ...(warnings ? { warnings: warnings as unknown as Prisma.InputJsonValue } : {}),
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(venue !== undefined ? { venue: venue?.trim() || null } : {}),
        ...eventTexts({ prizesEn, prizesJa, venueNotesEn, venueNotesJa, formatName, entryFee }),
      });
      await change.audit({ eventId: id, action: 'event.update', entityType: 'Event', entityId: id, before, after });
      if (warnings) await auditAccepted(change, id, storedWarnings(before.warnings), warnings);
      // What the public page shows may have changed (its switches, the name): its cache is dropped.
      change.publish({ eventId: id, kind: 'EVENT_CHANGED' });
      // More places (or no limit now): the waitlist's first take them.
      if (before.capacity !== null && (after.capacity === null || after.capacity > before.capacity)) {
        await this.placeFreed.placeFreed(change, id);
        return (await this.events.findById(id, change.tx))!;
      }
      return { ...after, playerCount: before.playerCount };
    });
  }

  /**
   * A team format is chosen before round 1: MTR 8.2 fixes the teams and their seats for the whole
   * event (TEAM_FORMAT_FIXED). Teams registered already must fit the new format: a format without
   * the seats they hold, or none, is refused until they are changed (TEAM_FORMAT_TEAMS_DO_NOT_FIT).
   */
  private async refuseTeamFormatChange(change: Change, before: { id: string; status: string }, teamFormat: string | null) {
    if (before.status !== 'REGISTRATION' || (await this.events.hasRounds(change.tx, before.id))) throw new AppError('TEAM_FORMAT_FIXED');
    const inUse = await this.events.teamSeatsInUse(change.tx, before.id);
    if (inUse.teams === 0) return;
    const seats: readonly string[] = (teamFormat && findTeamFormat(teamFormat)?.seats) || [];
    if (!teamFormat || inUse.seats.some((seat) => !seats.includes(seat))) {
      throw new AppError('TEAM_FORMAT_TEAMS_DO_NOT_FIT', { teams: inUse.teams });
    }
  }

  /**
   * A head judge reopens a finished event, with a reason (audited): pairing and result entry open
   * again, in the top cut when there is one.
   */
  async reopen(viewer: Viewer, id: string, reason: string) {
    await this.access.require(viewer, id, 'event.reopen');
    const why = reason.trim();
    if (!why) throw invalidInput('reason', 'required');
    return this.uow.run(viewer, async (change) => {
      await change.lockEvent(id);
      const before = await this.events.findById(id, change.tx);
      if (!before) throw new AppError('NOT_FOUND', { entity: 'event' });
      if (before.status !== 'FINISHED') throw new AppError('EVENT_NOT_FINISHED');
      const status = (await this.events.hasPlayoff(change.tx, id)) ? 'TOP_CUT' : 'RUNNING';
      const after = await this.events.update(change.tx, id, { status });
      await change.audit({
        eventId: id,
        action: 'event.reopen',
        entityType: 'Event',
        entityId: id,
        before: { status: before.status },
        after: { status, reason: why },
      });
      // Players' pages show the event running again (their state, the bracket).
      change.publish({ eventId: id, kind: 'PAIRINGS_POSTED' });
      return { ...after, playerCount: before.playerCount };
    });
  }

  /** The recommended Swiss rounds and top cut for the players registered now (MTR appendix E). */
  async structure(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.read');
    const players = await this.events.activeAwardedByes(eventId);
    const effective = effectivePlayerCount(players.map((player, i) => ({ id: String(i), awardedByes: player.awardedByes })));
    const recommended = recommendEventStructure(effective);
    if (!recommended.ok) return { effectivePlayers: effective, swissRounds: null, topCut: 0, singleEliminationRounds: null };
    const structure = recommended.value;
    return structure.kind === 'swiss'
      ? { effectivePlayers: effective, swissRounds: structure.swissRounds, topCut: structure.topCut, singleEliminationRounds: null }
      : { effectivePlayers: effective, swissRounds: null, topCut: 0, singleEliminationRounds: structure.rounds };
  }

  async staff(viewer: Viewer, eventId: string) {
    await this.access.require(viewer, eventId, 'event.read');
    const rows = await this.events.staff(eventId);
    return rows.map((row) => ({ userId: row.userId, role: row.role, name: row.user.name, email: row.user.email }));
  }

  async addStaff(viewer: Viewer, eventId: string, email: string, role: StaffRole) {
    await this.access.require(viewer, eventId, 'staff.manage');
    const user = await this.users.byEmail(email);
    if (!user) throw invalidInput('email', 'notFound');
    await this.uow.run(viewer, async (change) => {
      await this.events.addStaff(change.tx, eventId, user.id, role);
      await change.audit({ eventId, action: 'staff.add', entityType: 'User', entityId: user.id, after: { role } });
    });
    return this.staff(viewer, eventId);
  }

  async removeStaff(viewer: Viewer, eventId: string, userId: string, role: StaffRole) {
    await this.access.require(viewer, eventId, 'staff.manage');
    await this.uow.run(viewer, async (change) => {
      const { count } = await this.events.removeStaff(change.tx, eventId, userId, role);
      if (count === 0) throw new AppError('NOT_FOUND', { entity: 'staff member' });
      await change.audit({ eventId, action: 'staff.remove', entityType: 'User', entityId: userId, before: { role } });
    });
    // Their open dashboards stop hearing this event; one that reconnects is let in only if a role is left.
    await this.live.endStreams(`staff:${userId}`, eventId);
    return this.staff(viewer, eventId);
  }
}

/** Each override the organizer has just accepted, audited on its own (`event.warning.accept`) so it is easy to find. */
async function auditAccepted(change: Change, eventId: string, before: StoredEventWarning[], after: StoredEventWarning[]) {
  for (const warning of after.filter((w) => !before.includes(w))) {
    await change.audit({ eventId, action: 'event.warning.accept', entityType: 'Event', entityId: eventId, before: null, after: warning });
  }
}
