import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

/** Rounds and phases. Their matches are the MatchesRepository's. */
@Injectable()
export class RoundsRepository {
  constructor(private readonly prisma: PrismaService) {}

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
}
