import { Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AuthService } from '../platform/identity';
import { DemoSeedService } from '../ops/demo';
import type { AppConfig } from '../platform/config';
import { migrate, startEmbeddedPostgres } from '../platform/database';
import { hardenHttp, localUrl, mountStaticApps, networkReport, publicAddress } from '../platform/web';

const LOG_LEVELS = ['debug', 'log', 'warn', 'error'] as const;

export interface RunningServer {
  url: string;
  databaseUrl: string;
  /** A provider of the running Nest application (tests publish live updates through it). */
  get<T>(token: Type<T> | string | symbol): T;
  close(): Promise<void>;
}

/** Database first (embedded unless DATABASE_URL is set), migrations, then the HTTP server. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  Logger.overrideLogger(LOG_LEVELS.slice(LOG_LEVELS.indexOf(config.LOG_LEVEL)));
  const logger = new Logger('Taikai');
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, { log: (line) => logger.log(line), warn: (line) => logger.warn(line) });
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  logger.log(embedded ? `Embedded PostgreSQL in ${embedded.clusterDir}` : `PostgreSQL at ${redact(databaseUrl)}`);
  let app: NestExpressApplication | undefined;
  try {
    const applied = await migrate(databaseUrl);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, databaseUrl }), {
      logger: LOG_LEVELS.slice(LOG_LEVELS.indexOf(config.LOG_LEVEL)),
      bodyParser: false,
    });
    await app.get(AuthService).ensureFirstOrganizer();
    if (config.TAIKAI_DEMO === '1') await app.get(DemoSeedService).seed();
    app.disable('x-powered-by');
    // Behind a reverse proxy, the client's address (guessing limits, subscription caps) is the one it forwards.
    if (config.TAIKAI_TRUST_PROXY) app.set('trust proxy', trustProxy(config.TAIKAI_TRUST_PROXY));
    hardenHttp(app);
    mountStaticApps(app);
    await app.init();
    // Listening ourselves, not through app.listen: a busy port is reported once, by main.ts.
    const http = app.getHttpServer();
    // Longer than common proxies' idle timeouts, so a reused connection is never closed under a request.
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.PORT, config.HOST, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = localUrl(config.HOST, port);
  logger.log(`Taikai is ready: ${url}/admin (staff), ${url}/play (players), ${url}/graphql (API)`);
  const network = networkReport(publicAddress({ configured: config.TAIKAI_PUBLIC_URL, host: config.HOST, port }), config.HOST);
  network.lines.forEach((line) => logger.log(line));
  if (network.warning) logger.warn(network.warning);
  return {
    url,
    databaseUrl,
    get: (token) => app!.get(token),
    async close() {
      await app!.close();
      await embedded?.stop();
    },
  };
}

/** Express's `trust proxy`: a hop count, or the addresses and subnets of the proxies. */
function trustProxy(setting: string): number | string[] {
  return /^\d+$/.test(setting) ? Number(setting) : setting.split(',').map((entry) => entry.trim());
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
