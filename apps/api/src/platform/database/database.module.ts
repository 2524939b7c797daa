import { DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_OPTIONS, DatabaseOptions } from './database-options';
import { PrismaService } from './prisma.service';
import { SqlPool } from './sql-pool';
import { UnitOfWork } from './unit-of-work';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_OPTIONS, useValue: options }, SqlPool, PrismaService, UnitOfWork],
      exports: [PrismaService, SqlPool, UnitOfWork],
    };
  }
}
