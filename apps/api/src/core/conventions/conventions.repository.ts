import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const withEvents = {
  events: {
    include: { event: { select: { id: true, name: true, status: true } } },
    orderBy: [{ main: 'desc' }, { addedAt: 'asc' }],
  },
} as const satisfies Prisma.ConventionInclude;

const withNames = {
  user: { select: { name: true } },
  event: { select: { event: { select: { name: true } } } },
} as const satisfies Prisma.ConventionShiftInclude;

export type ConventionShiftRow = Prisma.ConventionShiftGetPayload<{ include: typeof withNames }>;
export type ShiftFields = Pick<ConventionShiftRow, 'userId' | 'role' | 'startsAt' | 'endsAt' | 'area' | 'eventId'>;

export type ConventionRow = Prisma.ConventionGetPayload<{ include: typeof withEvents }>;
export type HallTableRow = Prisma.HallTableGetPayload<object>;

export interface ConventionFields {
  name: string;
  venue: string | null;
  startsOn: Date | null;
  endsOn: Date | null;
  publicPage: boolean;
}

export type HallTableFields = Pick<HallTableRow, 'label' | 'area' | 'row' | 'number' | 'capacity' | 'inUse' | 'feature'>;

/** A match of a running round at a hall table. */
export interface RunningSeat {
  label: string;
  matchId: string;
  eventId: string;
  eventName: string;
  roundNumber: number;
  players: string[];
  /** Seats the match needs: 4 for a Two-Headed Giant game. */
  seats: 2 | 4;
}

/** A registration linked to a person at an unfinished match of a running round of the convention. */
export interface SeatedPerson {
  personId: string;
  playerId: string;
  playerName: string;
  eventId: string;
  eventName: string;
  roundNumber: number;
  matchId: string;
  /** The hall's label (the event's table number when the round was paired before the event joined the hall). */
  table: string;
}

/** A round is running from its pairing until it closes, unless its event finished. */
const running = { status: { not: 'CLOSED' }, event: { status: { not: 'FINISHED' } } } as const satisfies Prisma.RoundWhereInput;

/** Conventions, their events, their hall's tables, seats and fixed seats: the only code touching these rows. */
@Injectable()
export class ConventionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(organizationId: string): Promise<ConventionRow[]> {
    return this.prisma.convention.findMany({
      where: { organizationId },
      include: withEvents,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
  }

  find(id: string, db: Db = this.prisma): Promise<ConventionRow | null> {
    return db.convention.findUnique({ where: { id }, include: withEvents });
  }

  /**
   * Locks the convention's row until the change ends: two events of one hall pairing at once, or
   * a table taken out of use, take turns (after the event lock, before any penalty or match lock).
   */
  async lock(db: Db, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "Convention" WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  async create(db: Db, organizationId: string, fields: ConventionFields): Promise<ConventionRow> {
    const created = await db.convention.create({ data: { organizationId, ...fields } });
    return (await this.find(created.id, db))!;
  }

  async update(db: Db, id: string, fields: Partial<ConventionFields>): Promise<ConventionRow> {
    await db.convention.update({ where: { id }, data: fields });
    return (await this.find(id, db))!;
  }

  async conventionIdOfEvent(eventId: string): Promise<string | null> {
    return (await this.prisma.conventionEvent.findUnique({ where: { eventId }, select: { conventionId: true } }))?.conventionId ?? null;
  }

  conventionOfEvent(db: Db, eventId: string) {
    return db.conventionEvent.findUnique({ where: { eventId } });
  }

  /** Adds the event (or marks it main: the other events stop being main). */
  async addEvent(db: Db, conventionId: string, eventId: string, main: boolean): Promise<void> {
    if (main) await db.conventionEvent.updateMany({ where: { conventionId, main: true }, data: { main: false } });
    await db.conventionEvent.upsert({ where: { eventId }, create: { conventionId, eventId, main }, update: { main } });
  }

  /** Adds a new event (an on-demand pod), its rounds preferring the area's tables. */
  async addPodEvent(db: Db, conventionId: string, eventId: string, area: string | null): Promise<void> {
    await db.conventionEvent.create({ data: { conventionId, eventId, area } });
  }

  async removeEvent(db: Db, conventionId: string, eventId: string): Promise<void> {
    await db.conventionEvent.deleteMany({ where: { conventionId, eventId } });
  }

  tables(db: Db, conventionId: string): Promise<HallTableRow[]> {
    return db.hallTable.findMany({
      where: { conventionId },
      orderBy: [{ area: 'asc' }, { row: 'asc' }, { number: 'asc' }, { label: 'asc' }],
    });
  }

  async areas(conventionId: string): Promise<string[]> {
    const rows = await this.prisma.hallTable.findMany({
      where: { conventionId },
      distinct: ['area'],
      select: { area: true },
      orderBy: { area: 'asc' },
    });
    return rows.map((row) => row.area);
  }

  async replaceTables(db: Db, conventionId: string, tables: readonly HallTableFields[]): Promise<void> {
    await db.hallTable.deleteMany({ where: { conventionId } });
    await db.hallTable.createMany({ data: tables.map((table) => ({ conventionId, ...table })) });
  }

  async setTableInUse(db: Db, conventionId: string, label: string, inUse: boolean): Promise<void> {
    await db.hallTable.update({ where: { conventionId_label: { conventionId, label } }, data: { inUse } });
  }

  /** Every match of a running round at a table of the hall. */
  async runningSeats(db: Db, conventionId: string): Promise<RunningSeat[]> {
    const seats = await db.hallSeat.findMany({
      where: { conventionId, match: { round: running } },
      select: {
        label: true,
        matchId: true,
        eventId: true,
        match: {
          select: {
            player1Id: true,
            player2Id: true,
            teamSlot: true,
            round: { select: { number: true, event: { select: { name: true } } } },
          },
        },
      },
    });
    return seats.map(({ label, matchId, eventId, match }) => ({
      label,
      matchId,
      eventId,
      eventName: match.round.event.name,
      roundNumber: match.round.number,
      players: [match.player1Id, ...(match.player2Id ? [match.player2Id] : [])],
      seats: match.teamSlot === 'SHARED' ? 4 : 2,
    }));
  }

  /** The labels of the event's latest seated round other than `exceptRoundId`: its block. */
  async latestBlockOf(db: Db, eventId: string, exceptRoundId: string | null): Promise<string[]> {
    const round = await db.round.findFirst({
      where: { eventId, ...(exceptRoundId ? { id: { not: exceptRoundId } } : {}), matches: { some: { hallSeat: { isNot: null } } } },
      orderBy: { number: 'desc' },
      select: { id: true, event: { select: { status: true } } },
    });
    if (!round || round.event.status === 'FINISHED') return [];
    const seats = await db.hallSeat.findMany({ where: { roundId: round.id }, select: { label: true } });
    return seats.map((seat) => seat.label);
  }

  /** The fixed seats of the round's players (by the person each registration is of). */
  async fixedSeatsOfPlayers(db: Db, conventionId: string, playerIds: readonly string[]): Promise<Map<string, string>> {
    const players = await db.player.findMany({
      where: { id: { in: [...playerIds] }, personId: { not: null } },
      select: { id: true, personId: true },
    });
    const seats = await db.hallFixedSeat.findMany({
      where: { conventionId, personId: { in: players.map((player) => player.personId!) } },
    });
    const byPerson = new Map(seats.map((seat) => [seat.personId, seat.label]));
    return new Map(players.filter((p) => byPerson.has(p.personId!)).map((p) => [p.id, byPerson.get(p.personId!)!]));
  }

  fixedSeat(db: Db, conventionId: string, personId: string) {
    return db.hallFixedSeat.findUnique({ where: { conventionId_personId: { conventionId, personId } } });
  }

  async setFixedSeat(db: Db, conventionId: string, personId: string, label: string | null): Promise<void> {
    if (label === null) await db.hallFixedSeat.deleteMany({ where: { conventionId, personId } });
    else
      await db.hallFixedSeat.upsert({
        where: { conventionId_personId: { conventionId, personId } },
        create: { conventionId, personId, label },
        update: { label },
      });
  }

  async createSeats(db: Db, seats: Prisma.HallSeatCreateManyInput[]): Promise<void> {
    if (seats.length) await db.hallSeat.createMany({ data: seats });
  }

  /**
   * Moves matches to new tables at once (two matches of a round may swap): each first to a label no
   * other seat has (its match's id), since a round's labels are unique and checked row by row.
   */
  async moveSeats(db: Db, moves: readonly { matchId: string; label: string }[]): Promise<void> {
    for (const { matchId } of moves) await db.hallSeat.update({ where: { matchId }, data: { label: matchId } });
    for (const { matchId, label } of moves) await db.hallSeat.update({ where: { matchId }, data: { label } });
  }

  /**
   * The registrations linked to a person at unfinished matches of the convention's running rounds,
   * of people seated so in more than one event (what `seatingConflicts` looks at, read once).
   */
  seatedTwice(conventionId: string, db: Db = this.prisma): Promise<SeatedPerson[]> {
    return db.$queryRaw<SeatedPerson[]>`
      WITH seated AS (
        SELECT p."personId", p.id AS "playerId", p.name AS "playerName", e.id AS "eventId", e.name AS "eventName",
               r.number AS "roundNumber", m.id AS "matchId", coalesce(s.label, m."table"::text) AS "table"
        FROM "ConventionEvent" ce
        JOIN "Event" e ON e.id = ce."eventId" AND e.status <> 'FINISHED'
        JOIN "Round" r ON r."eventId" = e.id AND r.status <> 'CLOSED'
        JOIN "Match" m ON m."roundId" = r.id AND m.status <> 'FINAL' AND m."player2Id" IS NOT NULL
        JOIN "Player" p ON p.id IN (m."player1Id", m."player2Id") AND p."personId" IS NOT NULL
        LEFT JOIN "HallSeat" s ON s."matchId" = m.id
        WHERE ce."conventionId" = ${conventionId}::uuid
      )
      SELECT "personId"::text, "playerId"::text, "playerName", "eventId"::text, "eventName", "roundNumber", "matchId"::text, "table"
      FROM seated
      WHERE "personId" IN (SELECT "personId" FROM seated GROUP BY "personId" HAVING count(DISTINCT "eventId") > 1)
      ORDER BY "eventName", "eventId", "personId"`;
  }

  async labelsOfMatches(matchIds: readonly string[]): Promise<Map<string, string>> {
    const seats = await this.prisma.hallSeat.findMany({
      where: { matchId: { in: [...matchIds] } },
      select: { matchId: true, label: true },
    });
    return new Map(seats.map((seat) => [seat.matchId, seat.label]));
  }

  /** The staff pool's shifts by start, then area or event. */
  shifts(conventionId: string, db: Db = this.prisma): Promise<ConventionShiftRow[]> {
    return db.conventionShift.findMany({
      where: { conventionId },
      include: withNames,
      orderBy: [{ startsAt: 'asc' }, { area: 'asc' }, { eventId: 'asc' }, { endsAt: 'asc' }, { id: 'asc' }],
    });
  }

  shift(id: string, db: Db = this.prisma): Promise<ConventionShiftRow | null> {
    return db.conventionShift.findUnique({ where: { id }, include: withNames });
  }

  /** A shift of the same person in the convention sharing some time with `fields` (`exceptId`: the one being changed). */
  overlapping(db: Db, conventionId: string, fields: ShiftFields, exceptId: string | null): Promise<ConventionShiftRow | null> {
    return db.conventionShift.findFirst({
      where: {
        conventionId,
        userId: fields.userId,
        startsAt: { lt: fields.endsAt },
        endsAt: { gt: fields.startsAt },
        ...(exceptId ? { id: { not: exceptId } } : {}),
      },
      include: withNames,
    });
  }

  createShift(db: Db, conventionId: string, fields: ShiftFields): Promise<ConventionShiftRow> {
    return db.conventionShift.create({ data: { conventionId, ...fields }, include: withNames });
  }

  updateShift(db: Db, id: string, fields: ShiftFields): Promise<ConventionShiftRow> {
    return db.conventionShift.update({ where: { id }, data: fields, include: withNames });
  }

  async deleteShift(db: Db, id: string): Promise<void> {
    await db.conventionShift.delete({ where: { id } });
  }

  /** The person's shift in the convention at `at` (the latest started, should two touch). */
  shiftAt(conventionId: string, userId: string, at: Date): Promise<ConventionShiftRow | null> {
    return this.prisma.conventionShift.findFirst({
      where: { conventionId, userId, startsAt: { lte: at }, endsAt: { gt: at } },
      include: withNames,
      orderBy: { startsAt: 'desc' },
    });
  }
}
