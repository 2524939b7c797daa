import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  url: string;
  poolSize: number;
}

/** The one Prisma client. Only repositories inject it. Connects lazily on the first query. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(DATABASE_OPTIONS) options: DatabaseOptions) {
    super({ adapter: new PrismaPg({ connectionString: options.url, max: options.poolSize }) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
