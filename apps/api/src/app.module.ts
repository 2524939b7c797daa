import { YogaDriver, YogaDriverConfig } from '@graphql-yoga/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessModule } from './access/access.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { TokenService } from './auth/token.service';
import { BackupsModule } from './backups/backups.module';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GraphQLErrorFilter } from './graphql/error-filter';
import { introspectionForStaff } from './graphql/introspection';
import { codedErrors, queryLimitPlugins } from './graphql/query-limits';
import { InputBoundsInterceptor } from './graphql/input-bounds';
import { UuidIdsPipe } from './graphql/uuid-ids.pipe';
import { HealthModule } from './health/health.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { JudgeCallsModule } from './judge-calls/judge-calls.module';
import { PenaltiesModule } from './penalties/penalties.module';
import { InvestigationsModule } from './investigations/investigations.module';
import { DeckChecksModule } from './deck-checks/deck-checks.module';
import { DecklistsModule } from './decklists/decklists.module';
import { DemoModule } from './demo/demo.module';
import { EventsModule } from './events/events.module';
import { PhasesModule } from './phases/phases.module';
import { PlayersModule } from './players/players.module';
import { ResultsModule } from './results/results.module';
import { RoundsModule } from './rounds/rounds.module';
import { StandingsModule } from './standings/standings.module';
import { LiveModule } from './live/live.module';
import { PushModule } from './push/push.module';
import { ServerInfoModule } from './server-info/server-info.module';

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
