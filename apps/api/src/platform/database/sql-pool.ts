import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Client, Pool, PoolClient, QueryResultRow } from 'pg';
import { DATABASE_OPTIONS, DatabaseOptions } from './database-options';
import { assertOutsideTransaction } from './transaction-scope';

/**
 * A statement prepared once per connection under its name: PostgreSQL parses and plans it once,
 * not on every run (planning the joins of a report's first statement costs more than running it).
 * node-postgres tracks what each connection has prepared, so a reopened connection prepares again.
 */
export interface SqlStatement {
  readonly name: string;
  readonly text: string;
}

/** How long a request waits for a free connection before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection that runs one statement at a time. Prisma's query interpreter reads an include's
 * relations at once, which inside a transaction means concurrent queries on its one connection
 * (prisma/orm#29468); pg queues them itself but deprecates that (removed in pg 9), so they wait here.
 */
class OneQueryAtATimeClient extends Client {
  private previous: Promise<unknown> = Promise.resolve();

  override query(...args: unknown[]): never {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (error: Error | null, result?: unknown) => void) : undefined;
    const run = this.previous.then(() => (super.query as (...a: unknown[]) => Promise<unknown>)(...args));
    this.previous = run.catch(() => undefined);
    if (!callback) return run as never;
    run.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
    return undefined as never;
  }
}

/**
 * The pool, refusing any connection to code running inside a unit of work (`transaction-scope.ts`).
 * A connection handed out (Prisma's transactions take one each) goes back to the pool, to be
 * dropped, as soon as it breaks: Prisma releases a transaction's connection only after its COMMIT
 * or ROLLBACK succeeded, which on a broken connection never happens, so each transaction open when
 * PostgreSQL went away (killed, restarted) would hold its place in the pool for good.
 */
class GuardedPool extends Pool {
  override connect(...args: unknown[]): never {
    assertOutsideTransaction();
    const connect = super.connect as (...a: unknown[]) => Promise<PoolClient>;
    // The callback form is pool.query's own, which releases on every outcome.
    if (args.length) return connect.apply(this, args) as never;
    return connect.apply(this, []).then(releasedWhenBroken) as never;
  }

  override query(...args: unknown[]): never {
    assertOutsideTransaction();
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** Makes `release` idempotent and calls it, with an error (the pool then drops the client), when the connection ends while handed out. */
function releasedWhenBroken(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const lost = () => client.release(new Error('connection lost while handed out'));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(error);
  };
  client.once('end', lost);
  return client;
}

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
  private readonly preparedStatements: boolean;
  private readonly url: string;

  constructor(@Inject(DATABASE_OPTIONS) options: DatabaseOptions) {
    this.url = options.url;
    this.pool = new GuardedPool({
      connectionString: options.url,
      max: options.poolSize,
      idleTimeoutMillis: options.idleTimeoutMs,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      Client: OneQueryAtATimeClient,
    });
    this.preparedStatements = options.preparedStatements;
    // An idle connection that breaks (database restarted) is dropped from the pool; log it only.
    this.pool.on('error', (error) => this.logger.warn(`idle connection lost: ${error.message}`));
  }

  async query<R extends QueryResultRow>(statement: SqlStatement, values: unknown[]): Promise<R[]> {
    const config = this.preparedStatements ? { ...statement, values } : { text: statement.text, values };
    return (await this.pool.query<R>(config)).rows;
  }

  /**
   * A connection of its own, outside the pool and its idle timeout, for session state held as long
   * as the process wants it (a lease's advisory lock, `../leases`). The caller connects and ends it.
   * `queryTimeoutMs`: a statement not answered by then fails, as on a connection that is gone.
   */
  sessionClient(options: { queryTimeoutMs: number }): Client {
    return new Client({ connectionString: this.url, keepAlive: true, query_timeout: options.queryTimeoutMs });
  }

  // After every module's onModuleDestroy: Prisma has disconnected by then.
  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
