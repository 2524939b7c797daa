import { Injectable } from '@nestjs/common';
import { pendingMigrations } from './migrator';
import { PrismaService } from './prisma.service';

/** Whether the database can serve: reachable and migrated (what `/readyz` reports). */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly prisma: PrismaService) {}

  /** Null when the database answers and has every shipped migration; otherwise why not. */
  async problem(): Promise<string | null> {
    try {
      await this.prisma.$queryRaw`SELECT 1`;
    } catch (error) {
      return `database unreachable: ${(error as Error).message}`;
    }
    const pending = await pendingMigrations((sql) => this.prisma.$queryRawUnsafe<{ name: string }[]>(sql));
    return pending.length === 0 ? null : `migrations not applied: ${pending.join(', ')}`;
  }
}
