import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';

/** Reads only: what an organization's public calendar shows. */
@Injectable()
export class CalendarRepository {
  constructor(private readonly prisma: PrismaService) {}

  organizationBySlug(slug: string) {
    return this.prisma.organization.findUnique({ where: { slug }, select: { id: true, name: true, slug: true } });
  }

  /** The organization's events listed on its calendar, not finished, with a start time, soonest first. */
  listedEvents(organizationId: string) {
    return this.prisma.event.findMany({
      where: { organizationId, onCalendar: true, status: { not: 'FINISHED' }, startsAt: { not: null } },
      orderBy: [{ startsAt: 'asc' }, { createdAt: 'asc' }],
      select: { id: true, name: true, startsAt: true, venue: true, locale: true, formatName: true, entryFee: true, capacity: true },
    });
  }
}
