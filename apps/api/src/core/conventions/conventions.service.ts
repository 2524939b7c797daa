import { Injectable } from '@nestjs/common';
import { allocateHallTables, parseHallCsv, seatingConflicts, tableChoice, tableToMoveTo, validateHallMap } from '@taikai/engine';
import type { HallTable, TableCapacity } from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { OrganizationPermission } from '../../platform/access';
import { batchedPerRequest, type Viewer } from '../../platform/common';
import type { Change } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { LiveService } from '../../platform/live';
import { PeopleService } from '../people';
import { RoundStoredHooks, TournamentState } from '../tournament';
import type { ConventionInput, ConventionModel, HallTableInput, HallTableModel, SeatingConflictModel } from './conventions.model';
import {
  ConventionFields,
  ConventionRow,
  ConventionsRepository,
  HallTableFields,
  HallTableRow,
  RunningSeat,
  SeatedPerson,
} from './conventions.repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Conventions: an organization's events in one venue sharing one hall. A round of an event in a
 * convention takes the hall's tables (`libs/engine` hall) in the change that stores it, under the
 * convention's lock, so two events pairing at once never book one table twice.
 */
@Injectable()
export class ConventionsService {
  private readonly labelsOfRequest = batchedPerRequest((matchIds: string[]) => this.conventions.labelsOfMatches(matchIds));

  constructor(
    private readonly conventions: ConventionsRepository,
    private readonly tournament: TournamentState,
    private readonly people: PeopleService,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
    private readonly live: LiveService,
    roundStored: RoundStoredHooks,
  ) {
    roundStored.registerSeating((change, eventId, roundId) => this.seatRound(change, eventId, roundId));
  }

  async list(viewer: Viewer, organizationId: string): Promise<ConventionModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'convention.read');
    return (await this.conventions.list(organizationId)).map(toModel);
  }

  async get(viewer: Viewer, id: string): Promise<ConventionModel> {
    return toModel(await this.requireConvention(viewer, id, 'convention.read'));
  }

  async create(viewer: Viewer, organizationId: string, input: ConventionInput): Promise<ConventionModel> {
    await this.access.requireInOrganization(viewer, organizationId, 'convention.manage');
    const name = input.name?.trim();
    if (!name) throw invalidInput('name', 'required');
    const fields: ConventionFields = { venue: null, startsOn: null, endsOn: null, publicPage: false, ...fieldsOf(input), name };
    return this.uow.run(viewer, async (change) => {
      const after = toModel(await this.conventions.create(change.tx, organizationId, fields));
      await change.audit({ eventId: null, action: 'convention.create', entityType: 'Convention', entityId: after.id, after });
      return after;
    });
  }

  async update(viewer: Viewer, id: string, input: ConventionInput): Promise<ConventionModel> {
    await this.requireConvention(viewer, id, 'convention.manage');
    const name = input.name?.trim();
    if (input.name != null && !name) throw invalidInput('name', 'required');
    const fields = { ...fieldsOf(input), ...(name ? { name } : {}) };
    const after = await this.uow.run(viewer, async (change) => {
      const before = await this.locked(change, id);
      const after = toModel(await this.conventions.update(change.tx, id, fields));
      await change.audit({
        eventId: null,
        action: 'convention.update',
        entityType: 'Convention',
        entityId: id,
        before: toModel(before),
        after,
      });
      return after;
    });
    await this.changed(id);
    return after;
  }

  /** Tells the convention's stream (and the public page's cache, in every process) that it changed, once committed. */
  changed(id: string): Promise<void> {
    return this.live.publishToGroup(id, 'CONVENTION_CHANGED');
  }

  /** Adds an event of the organization (`main`: it keeps its block between rounds), or removes one. */
  async setEvent(viewer: Viewer, id: string, eventId: string, add: boolean, main: boolean): Promise<ConventionModel> {
    const convention = await this.requireConvention(viewer, id, 'convention.manage');
    if (add && (await this.access.organizationOf(eventId).catch(() => null)) !== convention.organizationId) {
      throw new AppError('CONVENTION_EVENT_OF_OTHER_ORGANIZATION');
    }
    const after = await this.uow.run(viewer, async (change) => {
      await this.locked(change, id);
      const membership = await this.conventions.conventionOfEvent(change.tx, eventId);
      if (add && membership && membership.conventionId !== id) throw new AppError('CONVENTION_EVENT_IN_OTHER_CONVENTION');
      if (add) await this.conventions.addEvent(change.tx, id, eventId, main);
      else await this.conventions.removeEvent(change.tx, id, eventId);
      await change.audit({
        eventId,
        action: add ? 'convention.event.add' : 'convention.event.remove',
        entityType: 'Convention',
        entityId: id,
        before: membership ? { conventionId: membership.conventionId, main: membership.main } : null,
        after: add ? { conventionId: id, main } : null,
      });
      return toModel((await this.conventions.find(id, change.tx))!);
    });
    await this.hallChanged(id);
    return after;
  }

  /** Step: a new event of the convention's organization (an on-demand pod) joins it, its rounds preferring `area`'s tables. */
  async addPodEvent(change: Change, conventionId: string, eventId: string, area: string | null): Promise<void> {
    await this.locked(change, conventionId);
    await this.conventions.addPodEvent(change.tx, conventionId, eventId, area);
    await change.audit({
      eventId,
      action: 'convention.event.add',
      entityType: 'Convention',
      entityId: conventionId,
      before: null,
      after: { conventionId, main: false, area },
    });
  }

  /** The areas of the convention's hall, in hall order. */
  async areasOf(conventionId: string): Promise<string[]> {
    return this.conventions.areas(conventionId);
  }

  /** The hall's tables in hall order, each with the match of a running round at it. */
  async hall(viewer: Viewer, id: string): Promise<HallTableModel[]> {
    await this.requireConvention(viewer, id, 'convention.read');
    return this.uow.run(viewer, async (change) => this.hallOf(change, id));
  }

  /** Sets the whole map; a table a running match sits at must stay, in use. */
  async setHallMap(viewer: Viewer, id: string, input: readonly HallTableInput[]): Promise<HallTableModel[]> {
    await this.requireConvention(viewer, id, 'convention.manage');
    const tables = input.map((table) => ({ ...table, label: table.label.trim(), area: table.area.trim() }));
    const problem = validateHallMap(tables as HallTable[])[0];
    if (problem) throw new AppError(problem.code, { line: problem.index + 1, label: problem.label });
    return this.replaceMap(viewer, id, tables, 'convention.hall.set');
  }

  /** Sets the whole map from CSV (area,row,table,capacity,label): every table in use, none a feature table. */
  async importHallMap(viewer: Viewer, id: string, csv: string): Promise<HallTableModel[]> {
    await this.requireConvention(viewer, id, 'convention.manage');
    const parsed = parseHallCsv(csv);
    if (!parsed.ok) throw new AppError(parsed.error[0].code, { line: parsed.error[0].line, label: '' });
    return this.replaceMap(viewer, id, parsed.value, 'convention.hall.import');
  }

  /**
   * Takes a table out of use (its running match moves to the nearest free table, audited, and the
   * match's players hear MATCH_MOVED) or back into use.
   */
  async setTableInUse(viewer: Viewer, id: string, label: string, inUse: boolean): Promise<HallTableModel[]> {
    await this.requireConvention(viewer, id, 'convention.tables');
    const hall = await this.uow.run(viewer, async (change) => {
      await this.locked(change, id);
      const tables = await this.conventions.tables(change.tx, id);
      const table = tables.find((t) => t.label === label);
      if (!table) throw new AppError('HALL_TABLE_UNKNOWN', { label });
      if (table.inUse === inUse) return this.hallOf(change, id);
      await this.conventions.setTableInUse(change.tx, id, label, inUse);
      await change.audit({
        eventId: null,
        action: 'convention.table.inUse',
        entityType: 'HallTable',
        entityId: table.id,
        before: { label, inUse: table.inUse },
        after: { label, inUse },
      });
      if (!inUse) {
        const seats = await this.conventions.runningSeats(change.tx, id);
        const seat = seats.find((s) => s.label === label);
        if (seat) await this.move(change, id, tables, seats, seat);
      }
      return this.hallOf(change, id);
    });
    await this.hallChanged(id);
    return hall;
  }

  /**
   * Staff seat a running match at the table they choose (a feature or stream table for this
   * round): refused when the table is out of use, too small or another event's; a match of the
   * same event already there swaps onto the table left (`tableChoice`). Audited, and both
   * matches' players hear MATCH_MOVED.
   */
  async moveMatchToTable(viewer: Viewer, id: string, matchId: string, label: string): Promise<HallTableModel[]> {
    await this.requireConvention(viewer, id, 'convention.tables');
    return this.uow.run(viewer, async (change) => {
      await this.locked(change, id);
      const seats = await this.conventions.runningSeats(change.tx, id);
      const seat = seats.find((s) => s.matchId === matchId);
      if (!seat) throw new AppError('HALL_MATCH_NOT_RUNNING');
      const tables = await this.conventions.tables(change.tx, id);
      const occupant = seats.find((s) => s.label === label);
      const choice = tableChoice({
        tables: tables.map(toEngineTable),
        occupants: new Map(seats.map((s) => [s.label, { event: s.eventId, match: s.matchId, seats: s.seats }])),
        reserved: await this.reservedFor(change, id, seat.eventId),
        from: seat.label,
        event: seat.eventId,
        seats: seat.seats,
        to: label,
      });
      if (!choice.ok) {
        throw new AppError(choice.error.code, { label });
      }
      if (label === seat.label) return this.hallOf(change, id);
      const { displaced } = choice.value;
      const moves = [{ seat, to: label }];
      if (displaced) moves.push({ seat: occupant!, to: displaced.to });
      await this.relocate(change, moves, 'staffChoice');
      return this.hallOf(change, id);
    });
  }

  /**
   * People seated in two running events of the convention at once (`seatingConflicts`): each pair
   * once, the event first in the convention's order of names. Registrations not linked to a
   * person are not matched (by name or otherwise).
   */
  async seatingConflicts(viewer: Viewer, id: string): Promise<SeatingConflictModel[]> {
    await this.requireConvention(viewer, id, 'convention.read');
    return (await this.conflictsOf(id)).map(([seat, other]) => toConflict(seat, other));
  }

  /**
   * The seating conflicts of a running round's matches, the round's own seat first; empty outside
   * a convention, for a closed round, or for a viewer who is not the event's staff.
   */
  async seatingConflictsOfRound(
    viewer: Viewer,
    round: { eventId: string; number: number; status: string },
  ): Promise<SeatingConflictModel[]> {
    if (round.status === 'CLOSED' || !(await this.access.can(viewer, round.eventId, 'event.read'))) return [];
    const conventionId = await this.conventions.conventionIdOfEvent(round.eventId);
    if (!conventionId) return [];
    const ofRound = (seat: SeatedPerson) => seat.eventId === round.eventId && seat.roundNumber === round.number;
    return (await this.conflictsOf(conventionId)).flatMap(([seat, other]) =>
      ofRound(seat) ? [toConflict(seat, other)] : ofRound(other) ? [toConflict(other, seat)] : [],
    );
  }

  private async conflictsOf(conventionId: string, change?: Change): Promise<(readonly [SeatedPerson, SeatedPerson])[]> {
    const seated = (await this.conventions.seatedTwice(conventionId, change?.tx)).map((s) => ({
      ...s,
      person: s.personId,
      player: s.playerId,
      event: s.eventId,
      match: s.matchId,
    }));
    return seatingConflicts(seated).map((conflict) => conflict.seats);
  }

  /** A person's fixed seat in the hall, held in every event of the convention (null: none). */
  async setFixedSeat(viewer: Viewer, id: string, personId: string, label: string | null): Promise<boolean> {
    const convention = await this.requireConvention(viewer, id, 'convention.manage');
    if (!(await this.people.namesOf(convention.organizationId, [personId])).size) throw new AppError('NOT_FOUND', { entity: 'person' });
    return this.uow.run(viewer, async (change) => {
      await this.locked(change, id);
      if (label !== null && !(await this.conventions.tables(change.tx, id)).some((t) => t.label === label)) {
        throw new AppError('HALL_TABLE_UNKNOWN', { label });
      }
      const before = await this.conventions.fixedSeat(change.tx, id, personId);
      await this.conventions.setFixedSeat(change.tx, id, personId, label);
      await change.audit({
        eventId: null,
        action: 'convention.fixedSeat',
        entityType: 'Convention',
        entityId: id,
        before: { personId, label: before?.label ?? null },
        after: { personId, label },
      });
      return true;
    });
  }

  /** The events of a convention, for a caller that checked the viewer may read it (its live stream). */
  async eventIdsOf(id: string): Promise<string[]> {
    return ((await this.conventions.find(id)) ?? { events: [] }).events.map(({ event }) => event.id);
  }

  /** The convention an event is part of, or null. */
  async conventionIdOf(eventId: string): Promise<string | null> {
    return this.conventions.conventionIdOfEvent(eventId);
  }

  /** The hall labels of these matches (none outside a convention). */
  hallTablesOf(matchIds: readonly string[]): Promise<Map<string, string>> {
    return this.conventions.labelsOfMatches(matchIds);
  }

  /** The hall label of a match shown in this request (null outside a convention), read once per request. */
  async hallTableOf(request: object, matchId: string): Promise<string | null> {
    return (await this.labelsOfRequest(request, matchId)) ?? null;
  }

  /**
   * Step (registered with RoundStoredHooks): the round's matches, just stored, take the hall's
   * tables when the event is in a convention. Under the convention's lock; a hall too short refuses
   * the pairing (HALL_TABLES_SHORT) and nothing is stored.
   */
  private async seatRound(change: Change, eventId: string, roundId: string): Promise<void> {
    const membership = await this.conventions.conventionOfEvent(change.tx, eventId);
    if (!membership) return;
    const { conventionId } = membership;
    await this.conventions.lock(change.tx, conventionId);
    const matches = (await this.tournament.matchesOfRound(roundId, change)).filter((m) => m.player2Id !== null);
    if (!matches.length) return;
    const tables = await this.conventions.tables(change.tx, conventionId);
    const seats = await this.conventions.runningSeats(change.tx, conventionId);
    const taken = new Set(seats.filter((s) => s.eventId !== eventId).map((s) => s.label));
    const reserved = await this.reservedFor(change, conventionId, eventId);
    const previousBlock = await this.conventions.latestBlockOf(change.tx, eventId, roundId);
    const players = matches.flatMap((m) => [m.player1Id, m.player2Id!]);
    const fixedSeats = await this.conventions.fixedSeatsOfPlayers(change.tx, conventionId, players);
    const request = {
      tables: tables.map(toEngineTable),
      taken,
      reserved,
      previousBlock,
      fixedSeats,
      matches: matches.map((m) => ({ players: [m.player1Id, m.player2Id!], seats: (m.teamSlot === 'SHARED' ? 4 : 2) as TableCapacity })),
    };
    // An event with an area (an on-demand pod's) sits there while the area has enough free tables, else anywhere.
    const outsideArea = membership.area ? tables.filter((t) => t.area !== membership.area).map((t) => t.label) : [];
    const inArea = outsideArea.length ? allocateHallTables({ ...request, reserved: new Set([...reserved, ...outsideArea]) }) : null;
    const allocation = inArea?.ok ? inArea : allocateHallTables(request);
    if (!allocation.ok) {
      throw new AppError('HALL_TABLES_SHORT', { needed: allocation.error.needed, free: allocation.error.free });
    }
    const { labels, keptBlock, notices } = allocation.value;
    await this.conventions.createSeats(
      change.tx,
      matches.map((m, i) => ({ matchId: m.id, conventionId, eventId, roundId, label: labels[i] })),
    );
    // Staff are warned on the round's page (Round.seatingConflicts); the entry keeps what they were warned of.
    const conflicts = (await this.conflictsOf(conventionId, change))
      .filter(([seat, other]) => seat.eventId === eventId || other.eventId === eventId)
      .map(([seat, other]) => ({ personId: seat.personId, tables: [seat.table, other.table], events: [seat.eventId, other.eventId] }));
    await change.audit({
      eventId,
      action: 'convention.round.seat',
      entityType: 'Round',
      entityId: roundId,
      after: { conventionId, keptBlock, tables: matches.map((m, i) => ({ table: m.table, label: labels[i] })), notices, conflicts },
    });
  }

  private async move(change: Change, conventionId: string, tables: HallTableRow[], seats: RunningSeat[], seat: RunningSeat): Promise<void> {
    const destination = tableToMoveTo({
      tables: tables.map((t) => toEngineTable(t.label === seat.label ? { ...t, inUse: false } : t)),
      taken: new Set(seats.map((s) => s.label)),
      reserved: await this.reservedFor(change, conventionId, seat.eventId),
      from: seat.label,
      seats: seat.seats,
    });
    if (!destination.ok) throw new AppError('HALL_NO_FREE_TABLE', { label: seat.label });
    await this.relocate(change, [{ seat, to: destination.value }], 'outOfUse');
  }

  /** Seats matches at new tables at once, each audited and told to its players (MATCH_MOVED). */
  private async relocate(change: Change, moves: { seat: RunningSeat; to: string }[], reason: 'outOfUse' | 'staffChoice'): Promise<void> {
    await this.conventions.moveSeats(
      change.tx,
      moves.map(({ seat, to }) => ({ matchId: seat.matchId, label: to })),
    );
    for (const { seat, to } of moves) {
      await change.audit({
        eventId: seat.eventId,
        action: 'convention.match.move',
        entityType: 'Match',
        entityId: seat.matchId,
        before: { label: seat.label },
        after: { label: to, reason },
      });
      change.publish({
        eventId: seat.eventId,
        kind: 'MATCH_MOVED',
        roundNumber: seat.roundNumber,
        matchId: seat.matchId,
        audience: seat.players,
      });
    }
  }

  /** The main event's block, held from every other event. */
  private async reservedFor(change: Change, conventionId: string, eventId: string): Promise<Set<string>> {
    const mainEvent = (await this.conventions.find(conventionId, change.tx))!.events.find((e) => e.main && e.eventId !== eventId);
    return new Set(mainEvent ? await this.conventions.latestBlockOf(change.tx, mainEvent.eventId, null) : []);
  }

  private async replaceMap(viewer: Viewer, id: string, tables: HallTableFields[], action: string): Promise<HallTableModel[]> {
    const hall = await this.uow.run(viewer, async (change) => {
      await this.locked(change, id);
      // A running match's table stays, in use: taking it out of use moves the match (setTableInUse).
      const usable = new Set(tables.filter((t) => t.inUse).map((t) => t.label));
      const seated = (await this.conventions.runningSeats(change.tx, id)).find((seat) => !usable.has(seat.label));
      if (seated) throw new AppError('HALL_TABLE_SEATED', { label: seated.label });
      const before = await this.conventions.tables(change.tx, id);
      await this.conventions.replaceTables(change.tx, id, tables);
      await change.audit({
        eventId: null,
        action,
        entityType: 'Convention',
        entityId: id,
        before: { tables: before.map(toFields) },
        after: { tables: tables.map(toFields) },
      });
      return this.hallOf(change, id);
    });
    await this.hallChanged(id);
    return hall;
  }

  /**
   * Tells the convention's stream (the console, the hall map) its hall changed, once committed. A
   * change of the hall names no event, so it is not a `change.publish`: the stream of the
   * convention is the only one that hears it.
   */
  private hallChanged(id: string): Promise<void> {
    return this.live.publishToGroup(id, 'HALL_CHANGED');
  }

  private async hallOf(change: Change, id: string): Promise<HallTableModel[]> {
    const seats = new Map((await this.conventions.runningSeats(change.tx, id)).map((seat) => [seat.label, seat]));
    return (await this.conventions.tables(change.tx, id)).map((table) => {
      const seat = seats.get(table.label);
      return {
        ...toFields(table),
        eventId: seat?.eventId ?? null,
        eventName: seat?.eventName ?? null,
        roundNumber: seat?.roundNumber ?? null,
        matchId: seat?.matchId ?? null,
      };
    });
  }

  /** Step: locks the convention until the change ends and reads it (NOT_FOUND when gone). */
  async locked(change: Change, id: string): Promise<ConventionRow> {
    if (!(await this.conventions.lock(change.tx, id))) throw new AppError('NOT_FOUND', { entity: 'convention' });
    return (await this.conventions.find(id, change.tx))!;
  }

  /** The convention, if the viewer holds `permission` in its organization. */
  async requireConvention(viewer: Viewer, id: string, permission: OrganizationPermission): Promise<ConventionRow> {
    const convention = await this.conventions.find(id).catch(() => null);
    if (!convention) throw new AppError('NOT_FOUND', { entity: 'convention' });
    await this.access.requireInOrganization(viewer, convention.organizationId, permission);
    return convention;
  }
}

function fieldsOf(input: ConventionInput): Partial<ConventionFields> {
  const fields: Partial<ConventionFields> = {};
  if (input.venue != null) fields.venue = input.venue.trim() || null;
  if (input.publicPage != null) fields.publicPage = input.publicPage;
  for (const key of ['startsOn', 'endsOn'] as const) {
    const value = input[key];
    if (value === '') fields[key] = null;
    else if (value != null) {
      if (!DAY.test(value) || Number.isNaN(Date.parse(value))) throw invalidInput(key, 'outOfRange');
      fields[key] = new Date(`${value}T00:00:00Z`);
    }
  }
  return fields;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

function toModel(row: ConventionRow): ConventionModel {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    venue: row.venue,
    startsOn: day(row.startsOn),
    endsOn: day(row.endsOn),
    publicPage: row.publicPage,
    events: row.events.map(({ event, main }) => ({ id: event.id, name: event.name, status: event.status, main })),
  };
}

/** A person seated twice, seen from `seat`. */
/** The pair as the API names it; a seat's other columns are not in the schema. */
function toConflict(seat: SeatedPerson, other: SeatedPerson): SeatingConflictModel {
  return { personId: seat.personId, seat, other };
}

function toFields(table: HallTableFields): HallTableFields {
  const { label, area, row, number, capacity, inUse, feature } = table;
  return { label, area, row, number, capacity, inUse, feature };
}

function toEngineTable(table: HallTableFields): HallTable {
  return { ...toFields(table), capacity: table.capacity as TableCapacity };
}
