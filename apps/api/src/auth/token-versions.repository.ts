import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Db } from '../database/unit-of-work';

export type Subject = 'staff' | 'player';

@Injectable()
export class TokenVersionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The subject's current token version; undefined when the account or registration is gone. */
  async current(kind: Subject, id: string): Promise<number | undefined> {
    const row =
      kind === 'staff'
        ? await this.prisma.user.findUnique({ where: { id }, select: { tokenVersion: true } })
        : await this.prisma.player.findUnique({ where: { id }, select: { tokenVersion: true } });
    return row?.tokenVersion;
  }

  async bump(db: Db, kind: Subject, id: string): Promise<void> {
    if (kind === 'staff') await db.user.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
    else await db.player.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
  }
}
