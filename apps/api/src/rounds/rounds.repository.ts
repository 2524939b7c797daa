import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/unit-of-work';
import type { MatchStatus, Prisma } from '../generated/prisma/client';

const matchWithPlayers = {
  player1: { select: { id: true, name: true } },
  player2: { select: { id: true, name: true } },
} as const;

/** A match to store: a table and its players, and for byes their result and status. */
export type NewMatch = Pick<Prisma.MatchCreateManyInput, 'table' | 'player1Id' | 'player2Id' | 'player1Wins' | 'player2Wins' | 'draws' | 'status'>;

export type MatchRow = Prisma.MatchGetPayload<{ include: typeof matchWithPlayers }>;

/** Everything the engine needs about an event, loaded in a few queries. */
const eventState = {
  players: true,
  phases: { orderBy: { number: 'asc' }, include: { entries: true } },
  rounds: { orderBy: { number: 'asc' }, include: { matches: { orderBy: { table: 'asc' } } } },
} as const;

export type EventState = Prisma.EventGetPayload<{ include: typeof eventState }>;

@Injectable()
export class RoundsRepository {
  constructor(private readonly prisma: PrismaService) {}

  loadEventState(eventId: string, db: Db = this.prisma): Promise<EventState | null> {
    return db.event.findUnique({ where: { id: eventId }, include: eventState });
  }

  findPhase(id: string) {
    return this.prisma.phase.findUnique({ where: { id } });
  }

  findRound(id: string, db: Db = this.prisma) {
    return db.round.findUnique({ where: { id } });
  }

  roundsOf(eventId: string, publishedOnly: boolean) {
    return this.prisma.round.findMany({
      where: { eventId, ...(publishedOnly ? { publishedAt: { not: null } } : {}) },
      orderBy: { number: 'asc' },
    });
  }

  findMatch(id: string) {
    return this.prisma.match.findUnique({ where: { id }, include: { ...matchWithPlayers, round: { select: { number: true, eventId: true, publishedAt: true } } } });
  }

  /** A player's matches in published rounds, newest first. */
  matchesOfPlayer(playerId: string) {
    return this.prisma.match.findMany({
      where: { OR: [{ player1Id: playerId }, { player2Id: playerId }], round: { publishedAt: { not: null } } },
      include: { ...matchWithPlayers, round: { select: { number: true, eventId: true, publishedAt: true } } },
      orderBy: { round: { number: 'desc' } },
    });
  }

  matchesWithStatus(eventId: string, statuses: MatchStatus[]) {
    return this.prisma.match.findMany({
      where: { round: { eventId }, status: { in: statuses } },
      include: { ...matchWithPlayers, round: { select: { number: true, eventId: true, publishedAt: true } } },
      orderBy: [{ round: { number: 'asc' } }, { table: 'asc' }],
    });
  }

  matchesOfRound(roundId: string, db: Db = this.prisma): Promise<MatchRow[]> {
    return db.match.findMany({ where: { roundId }, include: matchWithPlayers, orderBy: { table: 'asc' } });
  }

  createPhase(db: Db, data: Prisma.PhaseUncheckedCreateInput) {
    return db.phase.create({ data });
  }

  addPhaseEntries(db: Db, phaseId: string, entries: { playerId: string; seed?: number }[]) {
    return db.phaseEntry.createMany({ data: entries.map((entry) => ({ ...entry, phaseId })) });
  }

  createRound(db: Db, data: Prisma.RoundUncheckedCreateInput) {
    return db.round.create({ data });
  }

  updateRound(db: Db, id: string, data: Prisma.RoundUncheckedUpdateInput) {
    return db.round.update({ where: { id }, data });
  }

  closeOpenRounds(db: Db, eventId: string) {
    return db.round.updateMany({ where: { eventId, closedAt: null }, data: { closedAt: new Date(), status: 'CLOSED' } });
  }

  /**
   * One INSERT of parallel arrays (unnest): a 5,000-table round in one statement with 8
   * parameters, instead of Prisma's createMany building and binding 50,000 parameters.
   */
  async createMatches(db: Db, roundId: string, matches: NewMatch[]): Promise<{ count: number }> {
    if (matches.length === 0) return { count: 0 };
    const ids = matches.map(() => randomUUID());
    const tables = matches.map((match) => match.table);
    const player1 = matches.map((match) => match.player1Id);
    const player2 = matches.map((match) => match.player2Id ?? null);
    const player1Wins = matches.map((match) => match.player1Wins ?? 0);
    const player2Wins = matches.map((match) => match.player2Wins ?? 0);
    const draws = matches.map((match) => match.draws ?? 0);
    const statuses = matches.map((match) => match.status ?? 'PENDING');
    // "updatedAt" as Prisma's @updatedAt writes it: the current time in UTC, without a zone.
    const count = await db.$executeRaw`
      INSERT INTO "Match" ("id", "roundId", "table", "player1Id", "player2Id", "player1Wins", "player2Wins", "draws", "status", "updatedAt")
      SELECT m.id, ${roundId}::uuid, m.tbl, m.p1, m.p2, m.w1, m.w2, m.d, m.st::"MatchStatus", (now() AT TIME ZONE 'UTC')
      FROM unnest(${ids}::uuid[], ${tables}::int[], ${player1}::uuid[], ${player2}::uuid[], ${player1Wins}::int[], ${player2Wins}::int[], ${draws}::int[], ${statuses}::text[])
        AS m(id, tbl, p1, p2, w1, w2, d, st)`;
    return { count };
  }

  deleteMatches(db: Db, roundId: string) {
    return db.match.deleteMany({ where: { roundId } });
  }

  /** Results or reports already in for the round's real matches (byes do not count). */
  async resultsIn(roundId: string, db: Db = this.prisma): Promise<number> {
    return db.match.count({
      where: { roundId, player2Id: { not: null }, OR: [{ status: { not: 'PENDING' } }, { reports: { some: {} } }] },
    });
  }
}
