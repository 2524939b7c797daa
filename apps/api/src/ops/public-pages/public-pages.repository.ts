import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';

/** Reads only: which event a public address names, and what its organizer made public. */
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
        phases: { where: { kind: 'SINGLE_ELIMINATION' }, select: { id: true } },
      },
    });
  }
}
