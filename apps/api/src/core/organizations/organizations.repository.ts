import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { OrganizationRole } from '../../generated/prisma/enums';

const byName = { name: 'asc' } as const;

@Injectable()
export class OrganizationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every organization (site organizers), or those the account holds a role in. */
  list(filter: { memberUserId?: string }) {
    return this.prisma.organization.findMany({
      where: filter.memberUserId ? { members: { some: { userId: filter.memberUserId } } } : {},
      orderBy: byName,
    });
  }

  findById(id: string, db: Db = this.prisma) {
    return db.organization.findUnique({ where: { id } });
  }

  findMany(ids: string[]) {
    return this.prisma.organization.findMany({ where: { id: { in: ids } } });
  }

  findBySlug(db: Db, slug: string) {
    return db.organization.findUnique({ where: { slug } });
  }

  /** The server's own organization (the migration made it; a venue laptop has only this one). */
  async defaultId(): Promise<string | null> {
    const found = await this.prisma.organization.findFirst({ orderBy: [{ createdAt: 'asc' }], where: { slug: 'default' } });
    return (found ?? (await this.prisma.organization.findFirst({ orderBy: [{ createdAt: 'asc' }] })))?.id ?? null;
  }

  /** The account's roles, by organization. */
  membershipsOf(userId: string) {
    return this.prisma.organizationMember.findMany({ where: { userId }, select: { organizationId: true, role: true } });
  }

  members(organizationId: string, db: Db = this.prisma) {
    return db.organizationMember.findMany({
      where: { organizationId },
      include: { user: { select: { name: true, email: true } } },
      orderBy: [{ role: 'asc' }, { user: { name: 'asc' } }],
    });
  }

  create(db: Db, data: { name: string; slug: string }) {
    return db.organization.create({ data });
  }

  update(db: Db, id: string, data: { name?: string; slug?: string }) {
    return db.organization.update({ where: { id }, data });
  }

  /** Holds the organization's row until the change ends: two owners removed at once cannot leave it without one. */
  async lock(db: Db, id: string): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`SELECT id FROM "Organization" WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  addMember(db: Db, organizationId: string, userId: string, role: OrganizationRole) {
    return db.organizationMember.createMany({ data: [{ organizationId, userId, role }], skipDuplicates: true });
  }

  removeMember(db: Db, organizationId: string, userId: string, role: OrganizationRole) {
    return db.organizationMember.deleteMany({ where: { organizationId, userId, role } });
  }

  countOwners(db: Db, organizationId: string) {
    return db.organizationMember.count({ where: { organizationId, role: 'OWNER' } });
  }
}
