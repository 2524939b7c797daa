import { YogaDriver, YogaDriverConfig } from '@graphql-yoga/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessModule } from '../platform/access/access.module';
import { AuditModule } from '../platform/audit/audit.module';
import { AuthModule } from '../platform/identity/auth.module';
import { TokenService } from '../platform/identity/token.service';
import { BackupsModule } from '../ops/backups/backups.module';
import type { AppConfig } from '../platform/config/config';
import { ConfigModule } from '../platform/config/config.module';
import { DatabaseModule } from '../platform/database/database.module';
import { GraphQLErrorFilter } from '../platform/graphql/error-filter';
import { introspectionForStaff } from '../platform/graphql/introspection';
import { codedErrors, queryLimitPlugins } from '../platform/graphql/query-limits';
import { InputBoundsInterceptor } from '../platform/graphql/input-bounds';
import { UuidIdsPipe } from '../platform/graphql/uuid-ids.pipe';
import { HealthModule } from '../ops/health/health.module';
import { AnnouncementsModule } from '../judging/announcements/announcements.module';
import { JudgeCallsModule } from '../judging/judge-calls/judge-calls.module';
import { PenaltiesModule } from '../judging/penalties/penalties.module';
import { InvestigationsModule } from '../judging/investigations/investigations.module';
import { DeckChecksModule } from '../judging/deck-checks/deck-checks.module';
import { DecklistsModule } from '../judging/decklists/decklists.module';
import { DemoModule } from '../ops/demo/demo.module';
import { EventsModule } from '../core/events/events.module';
import { PhasesModule } from '../core/phases/phases.module';
import { PlayersModule } from '../core/players/players.module';
import { ResultsModule } from '../core/results/results.module';
import { RoundsModule } from '../core/rounds/rounds.module';
import { StandingsModule } from '../core/standings/standings.module';
import { LiveModule } from '../platform/live/live.module';
import { PushModule } from '../ops/push/push.module';
import { ServerInfoModule } from '../ops/server-info/server-info.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({
          url: databaseUrl,
          poolSize: config.DATABASE_POOL_SIZE,
          idleTimeoutMs: config.DATABASE_IDLE_TIMEOUT_SECONDS * 1000,
          preparedStatements: config.DATABASE_PREPARED_STATEMENTS === '1',
        }),
        GraphQLModule.forRootAsync<YogaDriverConfig>({
          driver: YogaDriver,
          imports: [AuthModule],
          inject: [TokenService],
          useFactory: (tokens: TokenService) => ({
            path: '/graphql',
            // Built in memory; `npm run schema:print` writes the committed copy that CI checks.
            autoSchemaFile: true,
            sortSchema: true,
            // GraphiQL loads its page from a CDN: for developers, not for venues without internet.
            graphiql: process.env.NODE_ENV !== 'production',
            maskedErrors: false,
            plugins: [...queryLimitPlugins(), codedErrors(), introspectionForStaff(tokens, config.TAIKAI_INTROSPECTION === '1')],
            // Yoga would answer every origin; browsers may call from elsewhere only when configured.
            cors: config.CORS_ORIGINS ? { origin: config.CORS_ORIGINS.split(',').map((origin) => origin.trim()) } : false,
          }),
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
        InvestigationsModule,
        AnnouncementsModule,
        DecklistsModule,
        DeckChecksModule,
        DemoModule,
        LiveModule,
        ServerInfoModule,
        BackupsModule,
        PushModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
        { provide: APP_PIPE, useClass: UuidIdsPipe },
        { provide: APP_INTERCEPTOR, useClass: InputBoundsInterceptor },
      ],
    };
  }
}
