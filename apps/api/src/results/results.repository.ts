import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/unit-of-work';
import type { Prisma } from '../generated/prisma/client';

const matchContext = {
  round: { include: { phase: { select: { kind: true } }, event: { select: { id: true, bestOf: true, ruleProfile: true } } } },
} as const;

export type MatchInContext = Prisma.MatchGetPayload<{ include: typeof matchContext }>;

@Injectable()
export class ResultsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findMatch(id: string, db: Db = this.prisma): Promise<MatchInContext | null> {
    return db.match.findUnique({ where: { id }, include: matchContext });
  }

  /** Locks the match row until the transaction ends, so two reports for it never interleave. */
  async lockMatch(db: Db, id: string): Promise<MatchInContext | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "Match" WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length ? this.findMatch(id, db) : null;
  }

  updateMatch(db: Db, id: string, data: Prisma.MatchUncheckedUpdateInput) {
    return db.match.update({ where: { id }, data, include: matchContext });
  }

  findReportByKey(db: Db, playerId: string, requestKey: string) {
    return db.resultReport.findUnique({ where: { playerId_requestKey: { playerId, requestKey } } });
  }

  insertReport(db: Db, data: Prisma.ResultReportUncheckedCreateInput) {
    return db.resultReport.create({ data });
  }

  latestReport(matchId: string, playerId: string, db: Db = this.prisma) {
    return db.resultReport.findFirst({ where: { matchId, playerId }, orderBy: { createdAt: 'desc' } });
  }

  reportsOf(matchId: string) {
    return this.prisma.resultReport.findMany({ where: { matchId }, orderBy: { createdAt: 'asc' } });
  }
}
