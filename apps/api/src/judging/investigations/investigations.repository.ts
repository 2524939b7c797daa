import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

/** Investigation statements, appeals and what a disqualification report reads: the only Prisma here. */
@Injectable()
export class InvestigationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  statementsOf(penaltyIds: string[], db: Db = this.prisma) {
    return db.investigationStatement.findMany({ where: { penaltyId: { in: penaltyIds } }, orderBy: { createdAt: 'asc' } });
  }

  createStatement(db: Db, data: Prisma.InvestigationStatementUncheckedCreateInput) {
    return db.investigationStatement.create({ data });
  }

  appealsOf(penaltyIds: string[], db: Db = this.prisma) {
    return db.appeal.findMany({ where: { penaltyId: { in: penaltyIds } }, orderBy: { createdAt: 'asc' } });
  }

  appealsOfEvent(eventId: string) {
    return this.prisma.appeal.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
  }

  findAppeal(id: string) {
    return this.prisma.appeal.findUnique({ where: { id } });
  }

  /** Locks the appeal row until the transaction ends: of two decisions on it, the second sees the first's. */
  async lockAppeal(db: Db, id: string) {
    await db.$queryRaw`SELECT id FROM "Appeal" WHERE id = ${id}::uuid FOR UPDATE`;
    return db.appeal.findUnique({ where: { id } });
  }

  createAppeal(db: Db, data: Prisma.AppealUncheckedCreateInput) {
    return db.appeal.create({ data });
  }

  updateAppeal(db: Db, id: string, data: Prisma.AppealUncheckedUpdateInput) {
    return db.appeal.update({ where: { id }, data });
  }

  setWithoutProof(db: Db, penaltyId: string, withoutProof: boolean) {
    return db.penalty.update({ where: { id: penaltyId }, data: { withoutProof } });
  }

  /** Roles the user holds in the event (is the ruling's judge the head judge?). */
  async rolesOf(eventId: string, userId: string, db: Db = this.prisma) {
    return (await db.eventStaff.findMany({ where: { eventId, userId }, select: { role: true } })).map((row) => row.role);
  }

  userNames(ids: string[]) {
    return this.prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  }

  /** What the disqualification report names: the event, the player and the opponent of the penalty's match. */
  async reportFacts(penaltyId: string) {
    const penalty = await this.prisma.penalty.findUnique({
      where: { id: penaltyId },
      include: {
        event: { select: { name: true, startsAt: true, venue: true } },
        player: { select: { id: true, name: true, externalId: true, email: true } },
        match: {
          select: {
            table: true,
            player1: { select: { id: true, name: true, externalId: true, email: true } },
            player2: { select: { id: true, name: true, externalId: true, email: true } },
          },
        },
      },
    });
    return penalty;
  }
}
