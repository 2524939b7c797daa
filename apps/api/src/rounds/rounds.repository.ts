import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/unit-of-work';
import type { MatchStatus, Prisma } from '../generated/prisma/client';

const matchWithPlayers = {
  player1: { select: { id: true, name: true } },
  player2: { select: { id: true, name: true } },
} as const;

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

  createMatches(db: Db, roundId: string, matches: Omit<Prisma.MatchCreateManyInput, 'roundId'>[]) {
    return db.match.createMany({ data: matches.map((match) => ({ ...match, roundId })) });
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
