import { YogaDriver, YogaDriverConfig } from '@graphql-yoga/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessModule } from '../platform/access';
import { AuditModule } from '../platform/audit';
import { AuthModule, TokenService } from '../platform/identity';
import { BackupsModule } from '../ops/backups';
import type { AppConfig } from '../platform/config';
import { ConfigModule } from '../platform/config';
import { DatabaseModule } from '../platform/database';
import { compressResponses } from '../platform/web';
import {
  codedErrors,
  DateTimeScalar,
  GraphQLErrorFilter,
  introspectionForStaff,
  schemaReaders,
  queryLimitPlugins,
  UuidIdsPipe,
} from '../platform/graphql';
import { HealthModule } from '../ops/health';
import { CalendarModule } from '../ops/calendar';
import { PublishingModule } from '../ops/publishing';
import { PublicPagesModule } from '../ops/public-pages';
import { SocialImagesModule } from '../ops/social-images';
import { AnnouncementsModule } from '../judging/announcements';
import { RulesReferenceModule } from '../judging/rules-reference';
import { ConsoleModule } from '../judging/console';
import { JudgeCallsModule } from '../judging/judge-calls';
import { PersonRecordsModule } from '../judging/person-records';
import { PenaltiesModule } from '../judging/penalties';
import { InvestigationsModule } from '../judging/investigations';
import { DeckChecksModule } from '../judging/deck-checks';
import { DecklistsModule } from '../judging/decklists';
import { MetagameModule } from '../judging/metagame';
import { DemoModule } from '../ops/demo';
import { EntriesModule } from '../core/entries';
import { EventsModule } from '../core/events';
import { OrganizationsModule } from '../core/organizations';
import { PhasesModule } from '../core/phases';
import { PeopleModule } from '../core/people';
import { PlayersModule } from '../core/players';
import { TeamsModule } from '../core/teams';
import { ResultsModule } from '../core/results';
import { FeaturedMatchesModule } from '../core/featured-matches';
import { RoundsModule } from '../core/rounds';
import { SeriesModule } from '../core/series';
import { ConventionsModule } from '../core/conventions';
import { OnDemandModule } from '../core/on-demand';
import { StandingsModule } from '../core/standings';
import { LiveModule } from '../platform/live';
import { LeasesModule } from '../platform/leases';
import { PushModule } from '../ops/push';
import { WebhooksModule } from '../ops/webhooks';
import { ServerInfoModule } from '../ops/server-info';

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
            // Fields typed `Date` without a named scalar use ours too: one `DateTime` in the schema.
            buildSchemaOptions: { scalarsMap: [{ type: Date, scalar: DateTimeScalar }] },
            // GraphiQL loads its page from a CDN: for developers, not for venues without internet.
            graphiql: process.env.NODE_ENV !== 'production',
            maskedErrors: false,
            plugins: [
              ...queryLimitPlugins(),
              codedErrors(schemaReaders(tokens, config.TAIKAI_INTROSPECTION === '1')),
              introspectionForStaff(tokens, config.TAIKAI_INTROSPECTION === '1'),
              // Last, so it sees the final answer: JSON above 1 KB goes brotli/gzip, live streams untouched.
              compressResponses(),
            ],
            // Yoga would answer every origin; browsers may call from elsewhere only when configured.
            cors: config.CORS_ORIGINS ? { origin: config.CORS_ORIGINS.split(',').map((origin) => origin.trim()) } : false,
          }),
        }),
        HealthModule,
        CalendarModule,
        PublicPagesModule,
        SocialImagesModule,
        AccessModule,
        AuditModule,
        AuthModule,
        OrganizationsModule,
        EventsModule,
        PeopleModule,
        PlayersModule,
        TeamsModule,
        EntriesModule,
        RoundsModule,
        ResultsModule,
        FeaturedMatchesModule,
        StandingsModule,
        SeriesModule,
        ConventionsModule,
        OnDemandModule,
        PhasesModule,
        JudgeCallsModule,
        ConsoleModule,
        PersonRecordsModule,
        PenaltiesModule,
        InvestigationsModule,
        AnnouncementsModule,
        RulesReferenceModule,
        DecklistsModule,
        MetagameModule,
        DeckChecksModule,
        DemoModule,
        LiveModule,
        LeasesModule,
        ServerInfoModule,
        BackupsModule,
        PublishingModule,
        PushModule,
        WebhooksModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GraphQLErrorFilter },
        { provide: APP_PIPE, useClass: UuidIdsPipe },
      ],
    };
  }
}
