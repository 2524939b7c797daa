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

  /** An event's timetable facts by its short code: its plan, its rounds' real starts, its top cut's size once it started. */
  eventByCode(shortCode: string) {
    return this.prisma.event.findUnique({
      where: { shortCode },
      select: {
        id: true,
        shortCode: true,
        name: true,
        venue: true,
        locale: true,
        publicPage: true,
        startsAt: true,
        roundMinutes: true,
        plannedRounds: true,
        topCut: true,
        _count: { select: { players: { where: { droppedAt: null } } } },
        rounds: {
          orderBy: { number: 'asc' },
          select: { number: true, startedAt: true, publishedAt: true, phase: { select: { kind: true } } },
        },
        phases: { where: { kind: 'SINGLE_ELIMINATION' }, select: { _count: { select: { entries: true } } } },
      },
    });
  }
}
