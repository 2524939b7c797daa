import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { JudgeCallStatus, Prisma } from '../../generated/prisma/client';

@Injectable()
export class JudgeCallsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma) {
    return db.judgeCall.findUnique({ where: { id } });
  }

  /** Locks the call's row until the transaction ends, so two judges' changes to it never interleave. */
  async lock(db: Db, id: string) {
    await db.$queryRaw`SELECT id FROM "JudgeCall" WHERE id = ${id}::uuid FOR UPDATE`;
    return this.findById(id, db);
  }

  /** Locks the calling player's row, so two calls sent at once find each other (one open call each). */
  async lockCaller(db: Db, playerId: string) {
    await db.$queryRaw`SELECT id FROM "Player" WHERE id = ${playerId}::uuid FOR UPDATE`;
  }

  /** Locks and reads the open calls of an event, or of one match of it, oldest first. */
  async lockOpen(db: Db, scope: { eventId: string; matchId?: string }) {
    const where = { eventId: scope.eventId, ...(scope.matchId ? { matchId: scope.matchId } : {}), status: { not: 'CLOSED' as const } };
    const ids = await db.judgeCall.findMany({ where, select: { id: true }, orderBy: { createdAt: 'asc' } });
    if (!ids.length) return [];
    await db.$queryRaw`SELECT id FROM "JudgeCall" WHERE id = ANY(${ids.map((row) => row.id)}::uuid[]) ORDER BY id FOR UPDATE`;
    return db.judgeCall.findMany({ where: { ...where, id: { in: ids.map((row) => row.id) } }, orderBy: { createdAt: 'asc' } });
  }

  findOpenOf(db: Db, playerId: string) {
    return db.judgeCall.findFirst({ where: { playerId, status: { not: 'CLOSED' } } });
  }

  create(db: Db, data: Prisma.JudgeCallUncheckedCreateInput) {
    return db.judgeCall.create({ data });
  }

  update(db: Db, id: string, data: Prisma.JudgeCallUncheckedUpdateInput) {
    return db.judgeCall.update({ where: { id }, data });
  }

  /** The queue by table number, oldest first at a table. */
  list(eventId: string, statuses: JudgeCallStatus[]) {
    return this.prisma.judgeCall.findMany({
      where: { eventId, status: { in: statuses } },
      orderBy: [{ table: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    });
  }

  /** A player's calls and the calls on their matches (a dispute's call opened by the opponent), newest first. */
  callsOfPlayer(playerId: string, matchIds: string[]) {
    return this.prisma.judgeCall.findMany({
      where: { OR: [{ playerId }, { matchId: { in: matchIds } }] },
      orderBy: { createdAt: 'desc' },
      take: 20,
    });
  }

  staffNames(ids: string[]) {
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  playerNames(ids: string[]) {
    return this.prisma.player.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }
}
