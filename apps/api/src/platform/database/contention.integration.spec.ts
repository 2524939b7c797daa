import { Client } from 'pg';
import { startTestApp, TestApp } from '../../../testing/test-app';
import type { EventUpdate } from '../common';
import { AppError } from '../errors';
import { codeOf } from '../graphql/error-filter';
import { AUDIT_TRAIL, AuditTrail } from './change';
import { ContentionRetry, jitteredRetry } from './contention-retry';
import { PrismaService } from './prisma.service';
import { SqlPool } from './sql-pool';
import { UnitOfWork } from './unit-of-work';

/** PostgreSQL raising what it raises when it breaks a deadlock, on demand. */
const DEADLOCK = `DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$`;

/** A seeded generator (mulberry32): the same jitter on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('UnitOfWork: a change that loses a race runs again (issue 25, item 3; real database)', () => {
  let app: TestApp;
  let prisma: PrismaService;
  let published: EventUpdate[];
  let waits: number[];
  let uow: UnitOfWork;
  const update = (kind: string): EventUpdate => ({ eventId: '00000000-0000-4000-8000-000000000000', kind }) as EventUpdate;

  beforeAll(async () => {
    app = await startTestApp();
    prisma = app.get(PrismaService);
  });
  afterAll(() => app.close());

  beforeEach(() => {
    published = [];
    waits = [];
    const policy = jitteredRetry(seeded(25));
    const retry: ContentionRetry = {
      attempts: policy.attempts,
      delayMs: (n) => policy.delayMs(n),
      sleep: async (ms) => void waits.push(ms),
    };
    uow = new UnitOfWork(prisma, { publish: async (u) => void published.push(u) }, app.get<AuditTrail>(AUDIT_TRAIL as never), retry);
  });

  it('a forced 40P01 on the first run: the whole change runs again, only the committed run is kept and published', async () => {
    let runs = 0;
    const result = await uow.run('system', async (change) => {
      runs++;
      await change.tx.setting.upsert({ where: { key: 'contention' }, create: { key: 'contention', value: `run ${runs}` }, update: {} });
      change.publish(update(`RUN_${runs}`));
      if (runs === 1) await change.tx.$executeRawUnsafe(DEADLOCK);
      return runs;
    });
    expect(result).toBe(2);
    expect(published.map((u) => u.kind)).toEqual(['RUN_2']);
    expect((await prisma.setting.findUnique({ where: { key: 'contention' } }))?.value).toBe('run 2');
    // One wait, jittered within the first step's range (5–10 ms), the same on every run of the test.
    expect(waits).toEqual([jitteredRetry(seeded(25)).delayMs(1)]);
    expect(waits[0]).toBeGreaterThanOrEqual(5);
    expect(waits[0]).toBeLessThanOrEqual(10);
  });

  it('retries run out: BUSY_TRY_AGAIN (coded, translated), nothing committed or published, after 5 runs and 4 growing waits', async () => {
    let runs = 0;
    const error = await uow
      .run('system', async (change) => {
        runs++;
        await change.tx.setting.create({ data: { key: `busy-${runs}`, value: 'x' } });
        change.publish(update('NEVER'));
        await change.tx.$executeRawUnsafe(DEADLOCK);
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BUSY_TRY_AGAIN');
    expect(codeOf(error).code).toBe('BUSY_TRY_AGAIN');
    expect(runs).toBe(5);
    expect(published).toEqual([]);
    expect(await prisma.setting.count({ where: { key: { startsWith: 'busy-' } } })).toBe(0);
    expect(waits).toHaveLength(4);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(5 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(10 * 2 ** i);
    });
  });

  it('any other failure is not retried: a unique violation runs once and is thrown as it was', async () => {
    let runs = 0;
    const error = await uow
      .run('system', async (change) => {
        runs++;
        await change.tx.$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'duplicate' USING ERRCODE = '23505'; END $$`);
      })
      .catch((e: unknown) => e);
    expect(runs).toBe(1);
    expect(waits).toEqual([]);
    expect(codeOf(error).code).toBe('INTERNAL_ERROR');
  });

  it('a one-statement change (runStatement, the report path) is retried the same way', async () => {
    const pool = app.get(SqlPool);
    let runs = 0;
    const result = await uow.runStatement(async (publish) => {
      runs++;
      if (runs === 1) await pool.query({ name: 'contention_deadlock', text: DEADLOCK }, []);
      publish(update('STATEMENT'));
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(runs).toBe(2);
    expect(published.map((u) => u.kind)).toEqual(['STATEMENT']);
  });

  it('the connection of a change killed under it (the database going away): DATABASE_UNAVAILABLE, and its pool place is given back', async () => {
    const admin = new Client({ connectionString: app.database.url });
    await admin.connect();
    try {
      const error = await app
        .get(UnitOfWork)
        .run('system', async (change) => {
          const [{ pid }] = await change.tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          await admin.query('SELECT pg_terminate_backend($1)', [pid]);
          await change.tx.$queryRaw`SELECT 1`;
          await change.tx.$queryRaw`SELECT 2`;
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(codeOf(error).code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await admin.end();
    }
    // The pool dropped the dead connection: the next change runs...
    expect(await app.get(UnitOfWork).run('system', (change) => change.tx.setting.count())).toBeGreaterThanOrEqual(0);
    // ...and gave its place back: no connection is left handed out to the dead transaction. The
    // app's own jobs (the webhook sender's poll, leases) borrow one now and then: wait for them to
    // return theirs, which a leaked one never does.
    const { pool } = app.get(SqlPool);
    const deadline = Date.now() + 5_000;
    while (pool.totalCount - pool.idleCount > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
