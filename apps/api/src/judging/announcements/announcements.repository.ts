import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

@Injectable()
export class AnnouncementsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string, db: Db = this.prisma) {
    return db.announcement.findUnique({ where: { id } });
  }

  /** Locks the announcement's row until the transaction ends, so two changes to it never interleave. */
  async lock(db: Db, id: string) {
    await db.$queryRaw`SELECT id FROM "Announcement" WHERE id = ${id}::uuid FOR UPDATE`;
    return this.findById(id, db);
  }

  /** Pinned first, then newest first. */
  list(eventId: string, publishedOnly: boolean) {
    return this.prisma.announcement.findMany({
      where: { eventId, ...(publishedOnly ? { publishedAt: { not: null } } : {}) },
      orderBy: [{ pinned: 'desc' }, { publishedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }],
    });
  }

  create(db: Db, data: Prisma.AnnouncementUncheckedCreateInput) {
    return db.announcement.create({ data });
  }

  update(db: Db, id: string, data: Prisma.AnnouncementUncheckedUpdateInput) {
    return db.announcement.update({ where: { id }, data });
  }

  /**
   * What the opening announcement is made of: the event, its players still in it (not dropped, as
   * no-shows are when round 1 is paired, nor disqualified) with their awarded byes, its judges,
   * its first Swiss phase's planned rounds and how it collects decklists.
   */
  eventFacts(eventId: string) {
    return this.prisma.event.findUnique({
      where: { id: eventId },
      include: {
        players: { where: { droppedAt: null, disqualified: false }, select: { id: true, awardedByes: true } },
        staff: { where: { role: { in: ['HEAD_JUDGE', 'JUDGE'] } }, include: { user: { select: { name: true } } } },
        phases: { where: { kind: 'SWISS' }, orderBy: { number: 'asc' }, take: 1, select: { plannedRounds: true } },
        decklistSettings: { select: { requirement: true, submitter: true, legalityFormat: true } },
      },
    });
  }
}
