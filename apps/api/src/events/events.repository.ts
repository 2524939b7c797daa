import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Prisma } from '../generated/prisma/client';

const withPlayerCount = { _count: { select: { players: true } } } as const;

@Injectable()
export class EventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every event for organizers; otherwise the events this user is staff of. */
  async list(filter: { staffUserId?: string }) {
    const events = await this.prisma.event.findMany({
      where: filter.staffUserId ? { staff: { some: { userId: filter.staffUserId } } } : {},
      include: withPlayerCount,
      orderBy: [{ startsAt: 'desc' }, { createdAt: 'desc' }],
    });
    return events.map(({ _count, ...event }) => ({ ...event, playerCount: _count.players }));
  }

  findByName(name: string) {
    return this.prisma.event.findFirst({ where: { name } });
  }

  create(data: Prisma.EventUncheckedCreateInput) {
    return this.prisma.event.create({ data });
  }
}
