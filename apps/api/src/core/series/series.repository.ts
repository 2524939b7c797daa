import { Injectable } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';

const withEvents = {
  events: { include: { event: { select: { id: true, name: true, startsAt: true, createdAt: true, status: true } } } },
} as const;

export type SeriesRow = Prisma.SeriesGetPayload<{ include: typeof withEvents }>;
export type SeriesCorrectionRow = Prisma.SeriesCorrectionGetPayload<{ include: { person: { select: { name: true; displayName: true } } } }>;

export interface SeriesFields {
  name: string;
  rule: Prisma.InputJsonValue;
  payoutRule: Prisma.InputJsonValue | typeof Prisma.DbNull;
  startsOn: Date | null;
  endsOn: Date | null;
}

/** Series, the events they count and their corrections: the only code touching these rows. */
@Injectable()
export class SeriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  list(organizationId: string) {
    return this.prisma.series.findMany({ where: { organizationId }, include: withEvents, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  find(id: string, db: Db = this.prisma): Promise<SeriesRow | null> {
    return db.series.findUnique({ where: { id }, include: withEvents });
  }

  /** The organization's series as an export carries them: rules, the events counted, corrections. */
  forExport(db: Db, organizationId: string) {
    return db.series.findMany({
      where: { organizationId },
      include: { events: { select: { eventId: true } }, corrections: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /** The series an event counts in. */
  ofEvent(eventId: string): Promise<SeriesRow[]> {
    return this.prisma.series.findMany({ where: { events: { some: { eventId } } }, include: withEvents, orderBy: { createdAt: 'asc' } });
  }

  /** Locks the series row until the change ends: changes to one series never interleave. */
  async lock(db: Db, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`SELECT id FROM "Series" WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  async create(db: Db, organizationId: string, fields: SeriesFields, eventIds: readonly string[]): Promise<SeriesRow> {
    const created = await db.series.create({
      data: { organizationId, ...fields, events: { create: eventIds.map((eventId) => ({ eventId })) } },
    });
    return (await this.find(created.id, db))!;
  }

  async update(db: Db, id: string, fields: Partial<SeriesFields>, eventIds?: readonly string[]): Promise<SeriesRow> {
    await db.series.update({ where: { id }, data: fields });
    if (eventIds) {
      await db.seriesEvent.deleteMany({ where: { seriesId: id, eventId: { notIn: [...eventIds] } } });
      await db.seriesEvent.createMany({ data: eventIds.map((eventId) => ({ seriesId: id, eventId })), skipDuplicates: true });
    }
    return (await this.find(id, db))!;
  }

  corrections(seriesId: string, db: Db = this.prisma): Promise<SeriesCorrectionRow[]> {
    return db.seriesCorrection.findMany({
      where: { seriesId },
      include: { person: { select: { name: true, displayName: true } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  findCorrection(id: string, db: Db = this.prisma) {
    return db.seriesCorrection.findUnique({ where: { id } });
  }

  createCorrection(db: Db, data: Prisma.SeriesCorrectionUncheckedCreateInput) {
    return db.seriesCorrection.create({ data });
  }

  deleteCorrection(db: Db, id: string) {
    return db.seriesCorrection.delete({ where: { id } });
  }
}
