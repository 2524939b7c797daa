import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const calendarFields = {
  id: true,
  name: true,
  formatName: true,
  startsAt: true,
  locale: true,
  capacity: true,
  entryFee: true,
  status: true,
  preregistrationOpen: true,
  preregistrationClosesAt: true,
} as const;

/** What deciding a pre-registration needs of its event (read under the event lock). */
export const entryFields = {
  ...calendarFields,
  organizationId: true,
  ruleProfile: true,
} as const;

@Injectable()
export class EntriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  organizationBySlug(slug: string) {
    return this.prisma.organization.findUnique({ where: { slug }, select: { id: true, name: true, slug: true } });
  }

  organization(id: string) {
    return this.prisma.organization.findUnique({ where: { id }, select: { id: true, name: true, slug: true } });
  }

  /** The organization's events on its calendar that have not finished, soonest first (no start: last). */
  calendar(organizationId: string) {
    return this.prisma.event.findMany({
      where: { organizationId, onCalendar: true, status: { not: 'FINISHED' } },
      orderBy: [{ startsAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
      select: calendarFields,
    });
  }

  event(eventId: string, db: Db = this.prisma) {
    return db.event.findUnique({ where: { id: eventId }, select: entryFields });
  }

  /** Registrations not dropped, by event: what capacity counts (the desk's and pre-registrations). */
  async activeCounts(eventIds: string[], db: Db = this.prisma): Promise<Map<string, number>> {
    const rows = await db.player.groupBy({ by: ['eventId'], where: { eventId: { in: eventIds }, droppedAt: null }, _count: true });
    return new Map(rows.map((row) => [row.eventId, row._count]));
  }

  async waitlistCounts(eventIds: string[], db: Db = this.prisma): Promise<Map<string, number>> {
    const rows = await db.waitlistEntry.groupBy({ by: ['eventId'], where: { eventId: { in: eventIds } }, _count: true });
    return new Map(rows.map((row) => [row.eventId, row._count]));
  }

  /** The person's registration in the event (dropped or not). */
  registrationOf(eventId: string, personId: string, db: Db = this.prisma) {
    return db.player.findFirst({ where: { eventId, personId } });
  }

  /** Every registration of the person, with its event. */
  registrationsOfPerson(personId: string) {
    return this.prisma.player.findMany({ where: { personId }, include: { event: { select: calendarFields } } });
  }

  waitlistEntriesOfPerson(personId: string) {
    return this.prisma.waitlistEntry.findMany({ where: { personId }, include: { event: { select: calendarFields } } });
  }

  waitlistEntry(eventId: string, personId: string, db: Db = this.prisma) {
    return db.waitlistEntry.findUnique({ where: { eventId_personId: { eventId, personId } } });
  }

  /** The event's waitlist in the order people joined it (the order they are promoted in). */
  waitlist(eventId: string, db: Db = this.prisma) {
    return db.waitlistEntry.findMany({ where: { eventId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  /** 1 for the first in line. */
  async positionOf(entry: { eventId: string; createdAt: Date; id: string }, db: Db = this.prisma): Promise<number> {
    const ahead = await db.waitlistEntry.count({
      where: {
        eventId: entry.eventId,
        OR: [{ createdAt: { lt: entry.createdAt } }, { createdAt: entry.createdAt, id: { lt: entry.id } }],
      },
    });
    return ahead + 1;
  }

  joinWaitlist(db: Db, eventId: string, personId: string) {
    return db.waitlistEntry.create({ data: { eventId, personId } });
  }

  leaveWaitlist(db: Db, id: string) {
    return db.waitlistEntry.delete({ where: { id } });
  }

  /** A person's devices, newest first. */
  devicesOf(personId: string) {
    return this.prisma.personDevice.findMany({ where: { personId }, orderBy: { createdAt: 'desc' } });
  }

  person(personId: string) {
    return this.prisma.person.findUnique({
      where: { id: personId },
      select: { id: true, name: true, organizationId: true, forgottenAt: true },
    });
  }
}
