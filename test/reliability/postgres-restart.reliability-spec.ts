import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApiProcess,
  EmbeddedStore,
  embeddedStore,
  freePort,
  gql,
  onDatabase,
  post,
  seedEvent,
  sleep,
  spawnApi,
  staffLogin,
  until,
  waitReady,
} from '@taikai/testkit';
import { ReportJob, roundOneJobs, sendReport } from './support';

/**
 * The database goes away under load and comes back: clients see errors while it is away, then the
 * same API process serves again by itself, and no acknowledged report is lost. Twice: the default
 * product's embedded PostgreSQL killed (Taikai starts it again), and a hosted PostgreSQL restarted
 * by its operator (a PRIVATE throwaway cluster, never the shared one).
 */
interface Outage {
  /** Takes the database away; resolves when it is back (as far as the test can tell). */
  run(): Promise<{ downAt: number; upAt: number; readyWhileDown: number }>;
}

async function underLoad(api: ApiProcess, url: () => string, outage: (started: number) => Outage) {
  const staff = await staffLogin(api.url);
  const event = await seedEvent(url(), 400);
  const jobs = await roundOneJobs(api, url(), event, staff);

  // Load: players reporting, staff reading standings, in a loop, with a timeline of outcomes.
  const timeline: { at: number; ok: boolean; what: string; error?: string; code?: string; answered?: boolean }[] = [];
  const acked = new Set<ReportJob>();
  const started = Date.now();
  let stop = false;
  let next = 0;
  const reporters = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const job = jobs[next++ % jobs.length];
      const result = await sendReport(api.url, job, 10000);
      if (result.acked) acked.add(job);
      timeline.push({
        at: Date.now() - started,
        ok: result.acked,
        what: 'report',
        error: result.error,
        code: result.code,
        answered: result.error?.startsWith('HTTP') ?? true,
      });
      await sleep(20);
    }
  });
  const reader = (async () => {
    while (!stop) {
      const response = await post(
        api.url,
        JSON.stringify({ query: 'query($e: ID!) { standings(eventId: $e) { rank } }', variables: { e: event.eventId } }),
        staff,
        10000,
      ).catch((error: Error) => ({ status: 0, body: { errors: [{ message: error.message }] } }));
      timeline.push({
        at: Date.now() - started,
        ok: response.status === 200 && !response.body.errors,
        what: 'standings',
        error: JSON.stringify(response.body.errors)?.slice(0, 120),
        code: response.body.errors?.[0]?.extensions?.code,
        answered: response.status !== 0,
      });
      await sleep(50);
    }
  })();

  // The outage comes once the load flows: reports acknowledged and standings read.
  await until(
    'load before the outage',
    () => timeline.filter((t) => t.ok && t.what === 'report').length >= 20 && timeline.some((t) => t.ok && t.what === 'standings'),
  );
  const { downAt, upAt, readyWhileDown } = await outage(started).run();
  // Recovered: 20 successes in a row after the database is back, within 30 s.
  let recoveredAt: number | undefined;
  while (Date.now() - started < upAt + 30000) {
    const recent = timeline.filter((t) => t.at > upAt).slice(-20);
    if (recent.length === 20 && recent.every((t) => t.ok)) {
      recoveredAt = recent[0].at;
      break;
    }
    await sleep(100);
  }
  stop = true;
  await Promise.all([...reporters, reader]);

  const errorsWhileDown = timeline.filter((t) => !t.ok && t.at >= downAt && t.at <= upAt + 5000);
  const firstOkAfter = timeline.find((t) => t.ok && t.at > upAt);
  console.log(
    `down at ${downAt} ms, up at ${upAt} ms; /readyz while down: ${readyWhileDown}; ${errorsWhileDown.length} errors while down ` +
      `(codes: ${[...new Set(errorsWhileDown.map((t) => t.code ?? 'no answer'))].join(', ')}); first success ${firstOkAfter ? firstOkAfter.at - upAt : '–'} ms after the restart; ` +
      `20 in a row from ${recoveredAt === undefined ? 'never' : `${recoveredAt - upAt} ms`}; ${timeline.length} requests in all`,
  );
  expect(api.child.exitCode).toBeNull();
  expect(readyWhileDown).toBe(503);
  expect(errorsWhileDown.length).toBeGreaterThan(0);
  // Phones and dashboards are told the database is restarting, in their language, not "something went wrong".
  const codes = new Set(errorsWhileDown.map((t) => t.code).filter(Boolean));
  expect(codes).toContain('DATABASE_UNAVAILABLE');
  expect(codes).not.toContain('INTERNAL_ERROR');
  // Issue 25: over the whole run, not only while it was down, every error the server answered is
  // coded, and none is INTERNAL_ERROR (pg's "Client has encountered a connection error" was).
  const answeredErrors = timeline.filter((t) => !t.ok && t.answered);
  expect(answeredErrors.filter((t) => !t.code || t.code === 'INTERNAL_ERROR').map((t) => t.error)).toEqual([]);
  expect(recoveredAt).toBeDefined();
  expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
  expect(await gql(api.url, 'query($e: ID!) { standings(eventId: $e) { rank } }', { e: event.eventId }, staff)).toBeTruthy();

  // Every acknowledged report is stored, once.
  await onDatabase(url(), async (client) => {
    const { rows } = await client.query(`SELECT "playerId", "requestKey", count(*)::int AS n FROM "ResultReport" GROUP BY 1, 2`);
    const stored = new Map(rows.map((row) => [`${row.playerId}|${row.requestKey}`, row.n]));
    for (const job of acked) expect(stored.get(`${job.playerId}|${job.requestKey}`)).toBe(1);
  });
}

describe('the embedded PostgreSQL killed under load (the default product)', () => {
  let store: EmbeddedStore;
  let api: ApiProcess | undefined;
  beforeAll(() => {
    store = embeddedStore();
  });
  afterAll(async () => {
    await api?.stop();
    await api?.exited;
    await store.drop();
  });

  it('is started again by Taikai, which serves again without a restart of its own', async () => {
    api = spawnApi({ ...store.env, DATABASE_POOL_SIZE: '5' }, await freePort());
    await waitReady(api);
    const pidFile = path.join(store.env.TAIKAI_DATA_DIR, 'pg', 'postmaster.pid');
    await underLoad(api, store.url, (started) => ({
      async run() {
        const downAt = Date.now() - started;
        process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGKILL');
        const readyWhileDown = (await fetch(`${api!.url}/readyz`)).status;
        // Back when /readyz says so: Taikai saw its server die and started it again.
        while ((await fetch(`${api!.url}/readyz`)).status !== 200) await sleep(50);
        return { downAt, upAt: Date.now() - started, readyWhileDown };
      },
    }));
    expect(api.output()).toMatch(/PostgreSQL stopped unexpectedly[\s\S]*PostgreSQL is running again/);
  });
});

describe('a hosted PostgreSQL restarted during load (private cluster)', () => {
  const BIN = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin');
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    // initdb and pg_ctl refuse to run as root: run them as the postgres account then.
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(BIN, tool), args, { stdio: 'pipe' });
  let dir: string;
  let port: number;
  let api: ApiProcess | undefined;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-t', '30', ...args]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'taikai-pg-'));
    chmodSync(dir, 0o777);
    port = await freePort();
    pg('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    ctl('-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, 'start');
    await onDatabase(`postgresql://postgres@127.0.0.1:${port}/postgres`, (client) => client.query('CREATE DATABASE taikai'));
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    try {
      ctl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers errors while the database is down and recovers without a restart', async () => {
    const url = `postgresql://postgres@127.0.0.1:${port}/taikai`;
    api = spawnApi({ DATABASE_URL: url, DATABASE_POOL_SIZE: '5' }, await freePort());
    await waitReady(api);
    await underLoad(
      api,
      () => url,
      (started) => ({
        async run() {
          const downAt = Date.now() - started;
          ctl('-m', 'fast', 'stop');
          await sleep(3000);
          const readyWhileDown = (await fetch(`${api!.url}/readyz`)).status;
          ctl('-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, 'start');
          return { downAt, upAt: Date.now() - started, readyWhileDown };
        },
      }),
    );
  });
});
