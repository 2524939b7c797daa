import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import { Prisma } from '../../generated/prisma/client';
import { identifierForm, searchForm, searchKeyOf } from './person-search';
import { NO_SHOW_DROP_REASON } from './person-rules';

const withDetails = {
  identifiers: { orderBy: [{ kind: 'asc' }, { value: 'asc' }] },
  suspensions: { orderBy: { createdAt: 'desc' } },
  _count: { select: { registrations: true } },
} as const satisfies Prisma.PersonInclude;

export type PersonWithDetails = Prisma.PersonGetPayload<{ include: typeof withDetails }>;

export interface PersonFields {
  name: string;
  nameReading: string | null;
  displayName: string | null;
  email: string | null;
  notes: string | null;
}

export interface Identifier {
  kind: string;
  value: string;
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

@Injectable()
export class PeopleRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByMemberCode(organizationId: string, memberCode: string, db: Db = this.prisma) {
    return db.person.findUnique({
      where: { organizationId_memberCode: { organizationId, memberCode } },
      select: { id: true, forgottenAt: true },
    });
  }

  async setMemberCode(db: Db, id: string, memberCode: string) {
    await db.person.update({ where: { id }, data: { memberCode } });
    return (await this.findById(id, db))!;
  }

  /** How many registrations of each person were dropped as no-shows (people without one are left out). */
  async noShowCounts(personIds: string[]): Promise<Map<string, number>> {
    const rows = await this.prisma.player.groupBy({
      by: ['personId'],
      where: { personId: { in: personIds }, dropReason: NO_SHOW_DROP_REASON },
      _count: { _all: true },
    });
    return new Map(rows.map((row) => [row.personId!, row._count._all]));
  }

  /** The server's first organization: the venue laptop's only one. */
  async defaultOrganizationId(): Promise<string> {
    return (await this.prisma.organization.findFirstOrThrow({ orderBy: { createdAt: 'asc' }, select: { id: true } })).id;
  }

  /**
   * People of the organization whose name, reading or display name holds `search`, whose player ID
   * starts with it, or (`byEmail`) whose e-mail holds it; ranked: an exact player ID first, then a
   * name, reading or ID that starts with it, then the rest, each by reading. One statement over the
   * organization's rows (5,000 people read in a few milliseconds).
   */
  async search(organizationId: string, search: string, first: number, byEmail: boolean): Promise<PersonWithDetails[]> {
    const text = likePattern(searchForm(search));
    const id = identifierForm(search);
    const idPrefix = `${likePattern(id)}%`;
    const email = `%${likePattern(search.trim().toLowerCase())}%`;
    // The organization's IDs are read once each (hashed), not probed person by person.
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH exact AS (
        SELECT "personId" FROM "PersonIdentifier" WHERE "organizationId" = ${organizationId}::uuid AND value = ${id}
      ), prefix AS (
        SELECT "personId" FROM "PersonIdentifier" WHERE "organizationId" = ${organizationId}::uuid AND value LIKE ${idPrefix}
      )
      SELECT p.id FROM "Person" p
      WHERE p."organizationId" = ${organizationId}::uuid AND p."forgottenAt" IS NULL
        AND (p."searchKey" LIKE '%' || ${text} || '%'
          OR p.id IN (SELECT "personId" FROM prefix)
          OR (${byEmail} AND lower(p.email) LIKE ${email}))
      ORDER BY
        CASE
          WHEN p.id IN (SELECT "personId" FROM exact) THEN 0
          WHEN p."searchKey" LIKE '%' || chr(10) || ${text} || '%' OR p.id IN (SELECT "personId" FROM prefix) THEN 1
          ELSE 2
        END,
        COALESCE(p."nameReading", p.name), p.name, p.id
      LIMIT ${first}`;
    const people = new Map((await this.findMany(rows.map((row) => row.id))).map((person) => [person.id, person]));
    return rows.map((row) => people.get(row.id)!);
  }

  private findMany(ids: string[], db: Db = this.prisma) {
    return db.person.findMany({ where: { id: { in: ids } }, include: withDetails });
  }

  /** The organization's people among these ids: their names only. */
  names(organizationId: string, ids: readonly string[]) {
    return this.prisma.person.findMany({
      where: { organizationId, id: { in: [...ids] } },
      select: { id: true, name: true, displayName: true },
    });
  }

  findById(id: string, db: Db = this.prisma) {
    return db.person.findUnique({ where: { id }, include: withDetails });
  }

  /** Rows of the people are locked until the change ends: a merge and a registration of the same person wait in line. */
  async lock(db: Db, ids: string[]): Promise<void> {
    await db.$queryRaw`SELECT id FROM "Person" WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  }

  async create(db: Db, organizationId: string, fields: PersonFields, identifiers: Identifier[]) {
    const { id } = await db.person.create({
      data: {
        organizationId,
        ...fields,
        searchKey: searchKeyOf(fields),
        identifiers: { create: identifiers.map((identifier) => ({ organizationId, ...identifier })) },
      },
    });
    return (await this.findById(id, db))!;
  }

  /** Sets the fields (all of them) and, when given, replaces the person's player IDs. */
  async update(db: Db, id: string, fields: PersonFields, identifiers?: Identifier[]) {
    const person = await db.person.update({ where: { id }, data: { ...fields, searchKey: searchKeyOf(fields) } });
    if (identifiers) {
      await db.personIdentifier.deleteMany({ where: { personId: id } });
      await db.personIdentifier.createMany({
        data: identifiers.map((identifier) => ({ organizationId: person.organizationId, personId: id, ...identifier })),
      });
    }
    return (await this.findById(id, db))!;
  }

  /** Who of the organization holds each of these player IDs (kind and value). */
  identifierHolders(organizationId: string, identifiers: Identifier[], db: Db = this.prisma) {
    if (!identifiers.length) return Promise.resolve([]);
    return db.personIdentifier.findMany({
      where: { organizationId, OR: identifiers.map(({ kind, value }) => ({ kind, value })) },
      include: { person: { select: { id: true, name: true, suspensions: true } } },
    });
  }

  /** People of the organization with one of these e-mail addresses (case aside). */
  withEmails(organizationId: string, emails: string[], db: Db = this.prisma) {
    if (!emails.length) return Promise.resolve([]);
    return db.person.findMany({
      where: { organizationId, forgottenAt: null, OR: emails.map((email) => ({ email: { equals: email, mode: 'insensitive' } })) },
      orderBy: { createdAt: 'asc' },
      select: { id: true, name: true, email: true, suspensions: true },
    });
  }

  /** The events both people are registered in (a merge would register one person twice). */
  async sharedEvents(db: Db, keepId: string, mergeId: string): Promise<string[]> {
    const events = await db.event.findMany({
      where: { AND: [{ players: { some: { personId: keepId } } }, { players: { some: { personId: mergeId } } }] },
      select: { name: true },
    });
    return events.map((event) => event.name);
  }

  /** Moves the merged person's registrations, player IDs and suspensions to the kept person, then deletes the merged one. */
  async merge(db: Db, keepId: string, mergeId: string) {
    await db.player.updateMany({ where: { personId: mergeId }, data: { personId: keepId } });
    await db.personIdentifier.updateMany({ where: { personId: mergeId }, data: { personId: keepId } });
    await db.suspension.updateMany({ where: { personId: mergeId }, data: { personId: keepId } });
    // A series' corrections are the series' rows, but deleting the merged person would delete them
    // with it (and series imports people, not the other way round): they follow the person here.
    await db.seriesCorrection.updateMany({ where: { personId: mergeId }, data: { personId: keepId } });
    await db.person.delete({ where: { id: mergeId } });
  }

  createSuspension(db: Db, data: Prisma.SuspensionUncheckedCreateInput) {
    return db.suspension.create({ data });
  }

  findSuspension(id: string, db: Db = this.prisma) {
    return db.suspension.findUnique({ where: { id }, include: { person: { select: { organizationId: true } } } });
  }

  liftSuspension(db: Db, id: string, liftedById: string | null) {
    return db.suspension.update({ where: { id }, data: { liftedAt: new Date(), liftedById } });
  }
}
