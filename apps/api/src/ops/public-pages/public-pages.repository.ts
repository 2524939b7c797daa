import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';

/**
 * Reads only: which event a public address names, and what its organizer made public; a
 * convention's public page (its events' settings and latest published rounds, its open on-demand
 * queues' counts).
 */
@Injectable()
export class PublicPagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  eventIdByCode(shortCode: string) {
    return this.prisma.event.findUnique({ where: { shortCode }, select: { id: true } });
  }

  settingsOf(eventId: string) {
    return this.prisma.event.findUnique({
      where: { id: eventId },
      select: {
        status: true,
        standingsPublished: true,
        publicPage: true,
        publicPairings: true,
        publicStandings: true,
        publicDecklists: true,
        publicMetagame: true,
        phases: { where: { kind: 'SINGLE_ELIMINATION' }, select: { id: true } },
      },
    });
  }

  /** The convention with every event of it (the main event first; each one's own public settings) and its open queues. */
  conventionPage(id: string) {
    return this.prisma.convention.findUnique({
      where: { id },
      select: {
        name: true,
        venue: true,
        startsOn: true,
        endsOn: true,
        publicPage: true,
        events: {
          orderBy: [{ main: 'desc' }, { addedAt: 'asc' }],
          select: {
            main: true,
            event: {
              select: {
                id: true,
                shortCode: true,
                name: true,
                status: true,
                formatName: true,
                publicPage: true,
                publicPairings: true,
                rounds: {
                  where: { publishedAt: { not: null } },
                  orderBy: { number: 'desc' },
                  take: 1,
                  select: { number: true, startedAt: true, endsAt: true, pausedAt: true, closedAt: true },
                },
              },
            },
          },
        },
        onDemandQueues: {
          where: { closedAt: null },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { name: true, formatName: true, podSize: true, _count: { select: { entries: true } } },
        },
      },
    });
  }
}
