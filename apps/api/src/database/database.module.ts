import { DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_OPTIONS, DatabaseOptions, PrismaService } from './prisma.service';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_OPTIONS, useValue: options }, PrismaService],
      exports: [PrismaService],
    };
  }
}
