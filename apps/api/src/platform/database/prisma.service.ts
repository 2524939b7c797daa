import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client';
import { SqlPool } from './sql-pool';

/** The one Prisma client, on the shared connection pool. Only repositories inject it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(sql: SqlPool) {
    super({ adapter: new PrismaPg(sql.pool) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
