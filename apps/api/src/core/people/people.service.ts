import { Injectable } from '@nestjs/common';
import { EventAccessService } from '../../platform/access';
import { batchedPerRequest, generateMemberCode, normalizeAccessCode, type Viewer } from '../../platform/common';
import type { Change, Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { Suspension } from '../../generated/prisma/client';
import { type Identifier, PeopleRepository, type PersonWithDetails } from './people.repository';
import type { PersonInput, PersonMatch, PersonModel } from './person.model';
import { personFields, personIdentifiers } from './person-rules';
import { identifierForm, identifierKindOf } from './person-search';

/** Where a directory search looks: an organization (default: the server's first), or the organization of a desk's event. */
export interface DirectoryScope {
  organizationId?: string | null;
  eventId?: string | null;
}

/** What a registration says of its player: the fields a person fills and is matched by. */
export interface Registrant {
  name?: string | null;
  nameReading?: string | null;
  externalId?: string | null;
  email?: string | null;
}

/** A row's person in the directory, with the suspension in force now (an import is refused while there is one). */
export type DirectoryMatch = PersonMatch & { suspension: Suspension | null };

/** The person a registration links to, what it copies from them, and the suspension the desk overrode. */
export interface LinkedRegistrant {
  personId: string;
  fields: { name: string; nameReading: string | null; externalId: string | null; email: string | null };
  overridden: Suspension | null;
}

const MAX_SUSPENSION_YEARS = 100;

export const activeSuspensionOf = (person: { suspensions: Suspension[] }, now = new Date()): Suspension | null =>
  person.suspensions.find((suspension) => !suspension.liftedAt && suspension.until > now) ?? null;

/** "Aoi Sato is suspended until 2026-12-31: …": the day it ends and why, as the desk reads it. */
export const suspendedError = (name: string, suspension: Suspension) =>
  new AppError('PERSON_SUSPENDED', { name, until: suspension.until.toISOString().slice(0, 10), reason: suspension.reason });

@Injectable()
export class PeopleService {
  // One query for a page of the directory, however many people it shows.
  private readonly noShowsOfRequest = batchedPerRequest((personIds: string[]) => this.people.noShowCounts(personIds));

  constructor(
    private readonly people: PeopleRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * How lists name the organization's people among these ids (a forgotten person by the anonymous
   * name they are kept under), by id. No access check: the caller checked the organization.
   */
  async namesOf(organizationId: string, ids: readonly string[]): Promise<Map<string, { name: string; displayName: string | null }>> {
    const rows = ids.length ? await this.people.names(organizationId, ids) : [];
    return new Map(rows.map((row) => [row.id, { name: row.name, displayName: row.displayName }]));
  }

  /**
   * The person's member code, made on first asking (8 characters without look-alikes, unique in
   * the organization, audited `person.memberCode`); asked again, the same code.
   */
  async issueMemberCode(viewer: Viewer, personId: string): Promise<PersonModel> {
    const organizationId = await this.organizationOfPerson(personId);
    await this.access.requireInOrganization(viewer, organizationId, 'people.manage');
    const readPrivate = await this.readsPrivate(viewer, organizationId);
    return this.uow.run(viewer, async (change) => {
      await this.people.lock(change.tx, [personId]);
      const before = (await this.people.findById(personId, change.tx))!;
      if (before.forgottenAt) throw new AppError('NOT_FOUND', { entity: 'person' });
      if (before.memberCode) return toPersonModel(before, readPrivate);
      let code = generateMemberCode();
      // 31^8 codes: a clash is rare, and the unique index would refuse one anyway.
      while (await this.people.findByMemberCode(organizationId, code, change.tx)) code = generateMemberCode();
      const after = await this.people.setMemberCode(change.tx, personId, code);
      await change.audit({
        eventId: null,
        action: 'person.memberCode',
        entityType: 'Person',
        entityId: personId,
        before: { memberCode: null },
        after: { memberCode: code },
      });
      return toPersonModel(after, readPrivate);
    });
  }

  /** Step: the organization's person with this member code (as scanned or typed: case, width and separators do not matter); null: none. */
  async byMemberCode(change: Change, organizationId: string, scanned: string): Promise<string | null> {
    const person = await this.people.findByMemberCode(organizationId, normalizeAccessCode(scanned), change.tx);
    return person && !person.forgottenAt ? person.id : null;
  }

  /** How many of the person's registrations were dropped as no-shows (for a person the caller was already allowed to read). */
  async noShowsIn(request: object, personId: string): Promise<number> {
    return (await this.noShowsOfRequest(request, personId)) ?? 0;
  }

  /** The directory, searched by name, reading (kana either way, any width), player ID, and e-mail for those who may read it. */
  async search(viewer: Viewer, scope: DirectoryScope, search: string, first: number): Promise<PersonModel[]> {
    const organizationId = await this.organizationOfScope(viewer, scope);
    const readPrivate = await this.readsPrivate(viewer, organizationId);
    const found = await this.people.search(organizationId, search, first, readPrivate);
    return found.map((person) => toPersonModel(person, readPrivate));
  }

  async person(viewer: Viewer, id: string): Promise<PersonModel> {
    const person = await this.people.findById(id);
    if (!person || person.forgottenAt) throw new AppError('NOT_FOUND', { entity: 'person' });
    await this.access.requireInOrganization(viewer, person.organizationId, 'people.read');
    return toPersonModel(person, await this.readsPrivate(viewer, person.organizationId));
  }

  async create(viewer: Viewer, organizationId: string | null, input: PersonInput): Promise<PersonModel> {
    const organization = organizationId ?? (await this.people.defaultOrganizationId());
    await this.access.requireInOrganization(viewer, organization, 'people.manage');
    await this.refusePrivateInput(viewer, organization, input);
    const fields = personFields(input, null);
    const identifiers = personIdentifiers(input.identifiers);
    return this.uow.run(viewer, async (change) => {
      await this.refuseTakenIdentifiers(change.tx, organization, identifiers, null);
      const person = await this.people.create(change.tx, organization, fields, identifiers);
      await change.audit({ eventId: null, action: 'person.create', entityType: 'Person', entityId: person.id, after: person });
      return toPersonModel(person, true);
    });
  }

  async update(viewer: Viewer, id: string, input: PersonInput): Promise<PersonModel> {
    const organizationId = await this.organizationOfPerson(id);
    await this.access.requireInOrganization(viewer, organizationId, 'people.manage');
    await this.refusePrivateInput(viewer, organizationId, input);
    const readPrivate = await this.readsPrivate(viewer, organizationId);
    const identifiers = input.identifiers ? personIdentifiers(input.identifiers) : undefined;
    return this.uow.run(viewer, async (change) => {
      await this.people.lock(change.tx, [id]);
      const before = (await this.people.findById(id, change.tx))!;
      const fields = personFields(input, before);
      if (identifiers) await this.refuseTakenIdentifiers(change.tx, organizationId, identifiers, id);
      const after = await this.people.update(change.tx, id, fields, identifiers);
      await change.audit({ eventId: null, action: 'person.update', entityType: 'Person', entityId: id, before, after });
      return toPersonModel(after, readPrivate);
    });
  }

  /** The duplicate's registrations, player IDs and suspensions move to the kept person; the duplicate is deleted. */
  async merge(viewer: Viewer, keepId: string, mergeId: string): Promise<PersonModel> {
    const [keepOrganization, mergeOrganization] = await Promise.all([
      this.organizationOfPerson(keepId),
      this.organizationOfPerson(mergeId),
    ]);
    if (keepOrganization !== mergeOrganization) {
      // Told only to who may merge in both: otherwise another organization's person is not found.
      await this.access.requireInOrganization(viewer, mergeOrganization, 'people.privacy');
      await this.access.requireInOrganization(viewer, keepOrganization, 'people.privacy');
      throw new AppError('MERGE_ACROSS_ORGANIZATIONS');
    }
    await this.access.requireInOrganization(viewer, keepOrganization, 'people.privacy');
    if (keepId === mergeId) throw new AppError('MERGE_SAME_PERSON');
    return this.uow.run(viewer, async (change) => {
      await this.people.lock(change.tx, [keepId, mergeId]);
      const [keep, merged] = await Promise.all([this.people.findById(keepId, change.tx), this.people.findById(mergeId, change.tx)]);
      if (!keep || !merged) throw new AppError('NOT_FOUND', { entity: 'person' });
      const shared = await this.people.sharedEvents(change.tx, keepId, mergeId);
      if (shared.length) throw new AppError('MERGE_SHARED_EVENT', { events: shared.join(', ') });
      const fields = {
        name: keep.name,
        nameReading: keep.nameReading ?? merged.nameReading,
        displayName: keep.displayName ?? merged.displayName,
        email: keep.email ?? merged.email,
        notes: [keep.notes, merged.notes].filter(Boolean).join('\n\n') || null,
      };
      await this.people.merge(change.tx, keepId, mergeId);
      const after = await this.people.update(change.tx, keepId, fields);
      await change.audit(
        { eventId: null, action: 'person.merge', entityType: 'Person', entityId: keepId, before: { kept: keep, merged }, after },
        { eventId: null, action: 'person.mergedInto', entityType: 'Person', entityId: mergeId, before: merged, after: { keptId: keepId } },
      );
      return toPersonModel(after, true);
    });
  }

  async suspend(viewer: Viewer, personId: string, until: Date, reason: string): Promise<PersonModel> {
    const organizationId = await this.organizationOfPerson(personId);
    const staff = await this.access.requireInOrganization(viewer, organizationId, 'people.suspend');
    const why = reason.normalize('NFC').trim();
    if (!why) throw invalidInput('reason', 'required');
    const latest = new Date();
    latest.setUTCFullYear(latest.getUTCFullYear() + MAX_SUSPENSION_YEARS);
    if (until <= new Date() || until > latest) throw invalidInput('until', 'outOfRange');
    return this.uow.run(viewer, async (change) => {
      await this.people.lock(change.tx, [personId]);
      const suspension = await this.people.createSuspension(change.tx, { personId, until, reason: why, createdById: staff.userId });
      await change.audit({ eventId: null, action: 'person.suspend', entityType: 'Person', entityId: personId, after: suspension });
      return toPersonModel((await this.people.findById(personId, change.tx))!, await this.readsPrivate(viewer, organizationId));
    });
  }

  async lift(viewer: Viewer, suspensionId: string): Promise<PersonModel> {
    const suspension = await this.people.findSuspension(suspensionId);
    if (!suspension) throw new AppError('NOT_FOUND', { entity: 'suspension' });
    const staff = await this.access.requireInOrganization(viewer, suspension.person.organizationId, 'people.suspend');
    return this.uow.run(viewer, async (change) => {
      await this.people.lock(change.tx, [suspension.personId]);
      const before = (await this.people.findSuspension(suspensionId, change.tx))!;
      if (before.liftedAt) throw new AppError('SUSPENSION_ALREADY_LIFTED');
      const after = await this.people.liftSuspension(change.tx, suspensionId, staff.userId);
      await change.audit({
        eventId: null,
        action: 'person.liftSuspension',
        entityType: 'Person',
        entityId: before.personId,
        before,
        after,
      });
      const person = (await this.people.findById(before.personId, change.tx))!;
      return toPersonModel(person, await this.readsPrivate(viewer, person.organizationId));
    });
  }

  /**
   * Step: the person a registration is of: the one named (`personId`); with `personId` null, a new
   * person (audited); left out, the organization's person with its player ID (of the event's game)
   * or e-mail, else a new person. What the registration leaves empty is copied from the person. A
   * person suspended now is refused (PERSON_SUSPENDED, until when and why) unless
   * `overrideSuspension` (the caller checked that an organizer asks).
   */
  async link(
    change: Change,
    event: { organizationId: string; ruleProfile: string },
    registrant: Registrant,
    options: { personId?: string | null; overrideSuspension?: boolean } = {},
  ): Promise<LinkedRegistrant> {
    const kind = identifierKindOf(event.ruleProfile);
    let person: PersonWithDetails | null = null;
    if (options.personId) {
      await this.people.lock(change.tx, [options.personId]);
      person = await this.people.findById(options.personId, change.tx);
      if (!person || person.organizationId !== event.organizationId || person.forgottenAt)
        throw new AppError('NOT_FOUND', { entity: 'person' });
    } else if (options.personId === undefined) {
      const [match] = await this.matches(change.tx, event.organizationId, kind, [registrant]);
      if (match) person = await this.people.findById(match.id, change.tx);
    }
    person ??= await this.createFor(change, event.organizationId, kind, registrant);
    const suspension = activeSuspensionOf(person);
    if (suspension && !options.overrideSuspension) {
      throw suspendedError(person.name, suspension);
    }
    const identifier = person.identifiers.find((held) => held.kind === kind)?.value ?? null;
    return {
      personId: person.id,
      fields: {
        name: registrant.name || person.name,
        nameReading: registrant.nameReading || person.nameReading,
        externalId: registrant.externalId || identifier,
        email: registrant.email || person.email || null,
      },
      overridden: suspension,
    };
  }

  /**
   * Step (and a read, without a change): for each row of an import, the person it is of, by
   * player ID (of the event's game) first, then e-mail; null: a new person.
   */
  async matches(db: Db | undefined, organizationId: string, kind: string, rows: readonly Registrant[]): Promise<(DirectoryMatch | null)[]> {
    const ids = rows.flatMap((row) => (row.externalId ? [{ kind, value: identifierForm(row.externalId) }] : []));
    const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
    const [holders, withEmail] = await Promise.all([
      this.people.identifierHolders(organizationId, ids, db),
      this.people.withEmails(organizationId, emails, db),
    ]);
    const byId = new Map(holders.map((holder) => [holder.value, holder.person]));
    const byEmail = new Map<string, (typeof withEmail)[number]>();
    for (const person of withEmail) if (!byEmail.has(person.email!.toLowerCase())) byEmail.set(person.email!.toLowerCase(), person);
    return rows.map((row) => {
      const holder = row.externalId ? byId.get(identifierForm(row.externalId)) : undefined;
      const owner = row.email ? byEmail.get(row.email.toLowerCase()) : undefined;
      const [person, matchedBy] = holder ? [holder, 'PLAYER_ID'] : owner ? [owner, 'EMAIL'] : [];
      if (!person) return null;
      const suspension = activeSuspensionOf(person);
      return { id: person.id, name: person.name, matchedBy: matchedBy!, suspendedUntil: suspension?.until ?? null, suspension };
    });
  }

  /** Step: a person made for a registration that matched nobody, audited. */
  async createFor(change: Change, organizationId: string, kind: string, registrant: Registrant): Promise<PersonWithDetails> {
    const fields = personFields({ name: registrant.name ?? '', nameReading: registrant.nameReading, email: registrant.email }, null);
    const identifiers: Identifier[] = registrant.externalId ? [{ kind, value: identifierForm(registrant.externalId) }] : [];
    const person = await this.people.create(change.tx, organizationId, fields, identifiers);
    await change.audit({ eventId: null, action: 'person.create', entityType: 'Person', entityId: person.id, after: person });
    return person;
  }

  private async organizationOfScope(viewer: Viewer, scope: DirectoryScope): Promise<string> {
    if (scope.eventId) {
      await this.access.require(viewer, scope.eventId, 'players.manage');
      return this.access.organizationOf(scope.eventId);
    }
    const organizationId = scope.organizationId ?? (await this.people.defaultOrganizationId());
    await this.access.requireInOrganization(viewer, organizationId, 'people.read');
    return organizationId;
  }

  /** A person's organization; NOT_FOUND for no such person (or a forgotten one). */
  private async organizationOfPerson(id: string): Promise<string> {
    const person = await this.people.findById(id);
    if (!person || person.forgottenAt) throw new AppError('NOT_FOUND', { entity: 'person' });
    return person.organizationId;
  }

  private readsPrivate(viewer: Viewer, organizationId: string): Promise<boolean> {
    return this.access.requireInOrganization(viewer, organizationId, 'people.readPrivate').then(
      () => true,
      () => false,
    );
  }

  /** E-mail and notes are written only by who may read them. */
  private async refusePrivateInput(viewer: Viewer, organizationId: string, input: PersonInput) {
    if (input.email !== undefined || input.notes !== undefined) {
      await this.access.requireInOrganization(viewer, organizationId, 'people.readPrivate');
    }
  }

  /** "Player ID 1000002 is already used by 佐藤 葵.": one kind and value belongs to one person of the organization. */
  private async refuseTakenIdentifiers(db: Db, organizationId: string, identifiers: Identifier[], personId: string | null) {
    const holder = (await this.people.identifierHolders(organizationId, identifiers, db)).find((held) => held.personId !== personId);
    if (holder) throw new AppError('PLAYER_ID_TAKEN', { playerId: holder.value, name: holder.person.name });
  }
}

export function toPersonModel(person: PersonWithDetails, readPrivate: boolean): PersonModel {
  return {
    id: person.id,
    organizationId: person.organizationId,
    name: person.name,
    nameReading: person.nameReading,
    displayName: person.displayName,
    identifiers: person.identifiers.map(({ kind, value }) => ({ kind, value })),
    email: readPrivate ? person.email : null,
    notes: readPrivate ? person.notes : null,
    activeSuspension: activeSuspensionOf(person),
    suspensions: person.suspensions,
    eventsCount: person._count.registrations,
    memberCode: person.memberCode,
  };
}
