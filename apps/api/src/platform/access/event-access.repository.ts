import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database';
import type { StaffRole } from '../../generated/prisma/enums';

@Injectable()
export class EventAccessRepository {
  constructor(private readonly prisma: PrismaService) {}

  async rolesOf(userId: string, eventId: string): Promise<StaffRole[]> {
    const rows = await this.prisma.eventStaff.findMany({ where: { userId, eventId }, select: { role: true } });
    return rows.map((row) => row.role);
  }

  /** Every role this account holds in any event (distinct). */
  async rolesAnywhere(userId: string): Promise<StaffRole[]> {
    const rows = await this.prisma.eventStaff.findMany({ where: { userId }, select: { role: true }, distinct: ['role'] });
    return rows.map((row) => row.role);
  }
}
