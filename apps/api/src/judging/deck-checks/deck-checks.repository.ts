import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

const WITH_CONTEXT = {
  match: { select: { table: true, round: { select: { number: true } } } },
  player: { select: { name: true } },
  event: { select: { ruleProfile: true } },
} as const;

/** Deck checks: the only code that reads or writes them. */
@Injectable()
export class DeckChecksRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(db: Db, data: Prisma.DeckCheckUncheckedCreateInput) {
    return db.deckCheck.create({ data, include: WITH_CONTEXT });
  }

  /** The event's checks, newest first. */
  ofEvent(eventId: string) {
    return this.prisma.deckCheck.findMany({ where: { eventId }, orderBy: { checkedAt: 'desc' }, include: WITH_CONTEXT });
  }
}
