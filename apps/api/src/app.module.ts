import { YogaDriver, YogaDriverConfig } from '@graphql-yoga/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessModule } from './access/access.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GraphQLErrorFilter } from './graphql/error-filter';
import { HealthModule } from './health/health.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { JudgeCallsModule } from './judge-calls/judge-calls.module';
import { PenaltiesModule } from './penalties/penalties.module';
import { DemoModule } from './demo/demo.module';
import { EventsModule } from './events/events.module';
import { PhasesModule } from './phases/phases.module';
import { PlayersModule } from './players/players.module';
import { ResultsModule } from './results/results.module';
import { RoundsModule } from './rounds/rounds.module';
import { StandingsModule } from './standings/standings.module';
import { LiveModule } from './live/live.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  poolSize: number;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, poolSize }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({ url: databaseUrl, poolSize }),
        GraphQLModule.forRoot<YogaDriverConfig>({
          driver: YogaDriver,
          path: '/graphql',
          // Built in memory; `npm run schema:print` writes the committed copy that CI checks.
          autoSchemaFile: true,
          sortSchema: true,
          graphiql: true,
          maskedErrors: false,
        }),
        HealthModule,
        AccessModule,
        AuditModule,
        AuthModule,
        EventsModule,
        PlayersModule,
        RoundsModule,
        ResultsModule,
        StandingsModule,
        PhasesModule,
        JudgeCallsModule,
        PenaltiesModule,
        AnnouncementsModule,
        DemoModule,
        LiveModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: GraphQLErrorFilter }],
    };
  }
}
