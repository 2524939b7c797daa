import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { PenaltyStatus, Prisma } from '../../generated/prisma/client';

const withPlayer = { player: { select: { name: true } } } as const;

export type PenaltyWithPlayer = Prisma.PenaltyGetPayload<{ include: typeof withPlayer }>;

@Injectable()
export class PenaltiesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma): Promise<PenaltyWithPlayer | null> {
    return db.penalty.findUnique({ where: { id }, include: withPlayer });
  }

  /** Locks the penalty row until the transaction ends, so two decisions on it never interleave. */
  async lock(db: Db, id: string) {
    await db.$queryRaw`SELECT id FROM "Penalty" WHERE id = ${id}::uuid FOR UPDATE`;
    return this.findById(id, db);
  }

  list(filter: { eventId: string; playerId?: string; statuses?: PenaltyStatus[] }, db: Db = this.prisma) {
    return db.penalty.findMany({
      where: { eventId: filter.eventId, ...(filter.playerId ? { playerId: filter.playerId } : {}), ...(filter.statuses ? { status: { in: filter.statuses } } : {}) },
      include: withPlayer,
      orderBy: { createdAt: 'asc' },
    });
  }

  create(db: Db, data: Prisma.PenaltyUncheckedCreateInput) {
    return db.penalty.create({ data, include: withPlayer });
  }

  update(db: Db, id: string, data: Prisma.PenaltyUncheckedUpdateInput) {
    return db.penalty.update({ where: { id }, data, include: withPlayer });
  }

  /** Applied penalties whose effect waits for the player's next match, locked (a revoke waits, or wins). */
  async pendingNextMatch(db: Db, eventId: string) {
    await db.$queryRaw`SELECT id FROM "Penalty" WHERE "eventId" = ${eventId}::uuid AND status = 'APPLIED' AND effect->'pending' = 'true'::jsonb FOR UPDATE`;
    return db.penalty.findMany({ where: { eventId, status: 'APPLIED', effect: { path: ['pending'], equals: true } }, orderBy: { createdAt: 'asc' } });
  }

  event(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({ where: { id: eventId }, select: { id: true, name: true, ruleProfile: true, enforcementLevel: true, bestOf: true, status: true } });
  }

  player(id: string, db: Db = this.prisma) {
    return db.player.findUnique({ where: { id } });
  }

  /** Day (Swiss phase number) of each round so far, to leave earlier days' warnings out. */
  async dayOfRounds(eventId: string, db: Db = this.prisma): Promise<Map<number, number>> {
    const rounds = await db.round.findMany({ where: { eventId }, select: { number: true, phase: { select: { number: true } } } });
    return new Map(rounds.map((round) => [round.number, round.phase.number]));
  }
}
