import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool, QueryResultRow } from 'pg';
import { DATABASE_OPTIONS, DatabaseOptions } from './database-options';

/**
 * A statement prepared once per connection under its name: PostgreSQL parses and plans it once,
 * not on every run (planning the joins of a report's first statement costs more than running it).
 */
export interface SqlStatement {
  readonly name: string;
  readonly text: string;
}

/** How long a request waits for a free connection before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The one pool of PostgreSQL connections. Prisma runs on it (PrismaService); the paths a
 * round-end storm hammers (a player's report, a token's version) run prepared SQL statements on
 * it, each one on its own, because Prisma's query compiler costs about 1 ms of CPU per query.
 * Only repositories use it.
 */
@Injectable()
export class SqlPool implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  readonly pool: Pool;

  constructor(@Inject(DATABASE_OPTIONS) options: DatabaseOptions) {
    this.pool = new Pool({ connectionString: options.url, max: options.poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection that breaks (database restarted) is dropped from the pool; log it only.
    this.pool.on('error', (error) => this.logger.warn(`idle connection lost: ${error.message}`));
  }

  async query<R extends QueryResultRow>(statement: SqlStatement, values: unknown[]): Promise<R[]> {
    return (await this.pool.query<R>({ ...statement, values })).rows;
  }

  // After every module's onModuleDestroy: Prisma has disconnected by then.
  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
