import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';
import type { OrganizationRole, StaffRole } from '../../generated/prisma/enums';
import { EVENT_ROLE_OF } from './permissions';

@Injectable()
export class EventAccessRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The account's roles in the event: its own, and those its organization roles give there. */
  async rolesOf(userId: string, eventId: string): Promise<StaffRole[]> {
    const [staff, members] = await Promise.all([
      this.prisma.eventStaff.findMany({ where: { userId, eventId }, select: { role: true } }),
      this.prisma.organizationMember.findMany({
        where: { userId, organization: { events: { some: { id: eventId } } } },
        select: { role: true },
      }),
    ]);
    return [...new Set([...staff.map((row) => row.role), ...members.map((row) => EVENT_ROLE_OF[row.role])])];
  }

  /** Every role this account holds in any event (distinct), organization roles included. */
  async rolesAnywhere(userId: string): Promise<StaffRole[]> {
    const [staff, members] = await Promise.all([
      this.prisma.eventStaff.findMany({ where: { userId }, select: { role: true }, distinct: ['role'] }),
      this.prisma.organizationMember.findMany({ where: { userId }, select: { role: true }, distinct: ['role'] }),
    ]);
    return [...new Set([...staff.map((row) => row.role), ...members.map((row) => EVENT_ROLE_OF[row.role])])];
  }

  async organizationRolesOf(userId: string, organizationId: string): Promise<OrganizationRole[]> {
    const rows = await this.prisma.organizationMember.findMany({ where: { userId, organizationId }, select: { role: true } });
    return rows.map((row) => row.role);
  }

  async organizationExists(organizationId: string): Promise<boolean> {
    return (await this.prisma.organization.count({ where: { id: organizationId } })) > 0;
  }

  async organizationOfEvent(eventId: string): Promise<string | null> {
    return (await this.prisma.event.findUnique({ where: { id: eventId }, select: { organizationId: true } }))?.organizationId ?? null;
  }

  /** Whether the event is a venue's published copy here (`ops/publishing` keeps the rows). */
  async isPublishedCopy(eventId: string): Promise<boolean> {
    return (await this.prisma.mirroredEvent.count({ where: { eventId } })) > 0;
  }
}
