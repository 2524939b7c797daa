import { DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_OPTIONS, DatabaseOptions, PrismaService } from './prisma.service';
import { UnitOfWork } from './unit-of-work';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_OPTIONS, useValue: options }, PrismaService, UnitOfWork],
      exports: [PrismaService, UnitOfWork],
    };
  }
}
