/**
 * A 10,000-player event at round end, against one API process on PostgreSQL, then against two
 * processes sharing PostgreSQL and Redis (clients split between their ports):
 *
 * - Live fan-out: 10,000 players subscribed over SSE (one connection each, from 4 client
 *   processes) receive PAIRINGS_POSTED when staff publish the round; delivery is timed from the
 *   moment publishRound is sent, on this machine's clock. Memory per connection: the server's
 *   resident memory before and after the connections opened, divided by their number.
 * - Result storm, the subscribers still connected: both players of all 5,000 matches report
 *   (10,000 reportResult calls, each with the player's own token) from a separate autocannon
 *   process; afterwards every report must be stored exactly once, every match final (checked in
 *   SQL), and each subscriber told about its own match and no other. With one process, the same
 *   load again as `{ __typename }`: what the HTTP and GraphQL layers cost before any work.
 * BENCH_FANOUT=0 skips the subscribers; BENCH_STORM_CONCURRENCY, BENCH_POOL_SIZE, BENCH_PLAYERS tune.
 */
import { ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import type { StormJob, StormOutcome } from './lib/storm-types';
import {
  ApiProcess,
  createStore,
  gql,
  latestRoundMatches,
  loadAverage,
  onDatabase,
  percentile,
  playerToken,
  REDIS_URL,
  REPO_ROOT,
  seedEvent,
  sleep,
  staffLogin,
  startApi,
  StoreKind,
} from '@taikai/testkit';
import { record, Row } from './lib/report';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const SSE_PROCESSES = 4;
const STORM_CONCURRENCY = Number(process.env.BENCH_STORM_CONCURRENCY ?? 32);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '10';
/** BENCH_FANOUT=0 skips the fan-out (the round is published without subscribers): storm alone. */
const FANOUT = process.env.BENCH_FANOUT !== '0';
const SCORES = [
  { player1Wins: 2, player2Wins: 0, draws: 0 },
  { player1Wins: 2, player2Wins: 1, draws: 0 },
  { player1Wins: 0, player2Wins: 2, draws: 0 },
  { player1Wins: 1, player2Wins: 2, draws: 0 },
  { player1Wins: 1, player2Wins: 1, draws: 1 },
];

interface Scenario {
  processes: 1 | 2;
  store?: StoreKind;
  fanout?: boolean;
}

export async function benchScale({ processes, store: kind = 'postgres', fanout = FANOUT }: Scenario): Promise<Row[]> {
  const store = await createStore(kind);
  const label = `${processes === 1 ? 'one API process' : 'two API processes + Redis'}, ${store.label}`;
  const prefix = `taikai-bench-${randomBytes(4).toString('hex')}`;
  const env = { ...store.env, DATABASE_POOL_SIZE: POOL_SIZE, ...(processes === 2 ? { REDIS_URL, REDIS_CHANNEL_PREFIX: prefix } : {}) };
  const apis: ApiProcess[] = [];
  const rows: Row[] = [];
  const work = mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-'));
  const clients: ChildProcess[] = [];
  let subscribedPlayers = 0;
  try {
    for (let i = 0; i < processes; i++) apis.push(await startApi(env));
    const targets = apis.map((api) => api.url);
    const staff = await staffLogin(apis[0].url);
    const databaseUrl = store.url();
    const event = await seedEvent(databaseUrl, PLAYERS, `Storm ${PLAYERS}`);
    const tokens = await Promise.all(event.playerIds.map((id) => playerToken(id, event.eventId)));
    const round = (await gql(apis[0].url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number } }', { e: event.eventId }, staff))
      .pairNextRound;

    // ---- live fan-out -------------------------------------------------------------------
    // The subscribers stay connected through the storm, as players keep their pages open.
    if (!fanout) await gql(apis[0].url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
    else {
      const rssBefore = apis.map((api) => api.rssKb());
      const openedAt = performance.now();
      const opened = await Promise.all(
        Array.from({ length: SSE_PROCESSES }, (_, c) => {
          const child = fork(path.join(__dirname, 'clients/sse-clients.ts'), [], {
            cwd: REPO_ROOT,
            execArgv: ['--import', 'tsx'],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          clients.push(child);
          const subscribers = event.playerIds
            .map((playerId, i) => ({ playerId, token: tokens[i] }))
            .filter((_, i) => i % SSE_PROCESSES === c);
          // Two processes: each client process spreads its connections over both ports in turn.
          child.send({ kind: 'open', targets, eventId: event.eventId, subscribers });
          return waitFor<{ ok: number; failed: number }>(child, 'opened');
        }),
      );
      const openMs = performance.now() - openedAt;
      const subscribed = opened.reduce((sum, o) => sum + o.ok, 0);
      subscribedPlayers = subscribed;
      const refused = opened.reduce((sum, o) => sum + o.failed, 0);
      if (processes === 2) await waitForRedisSubscribers(prefix, event.eventId, processes);
      await sleep(1000);
      const rssAfter = apis.map((api) => api.rssKb());
      const perConnectionKb = (rssAfter.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / Math.max(1, subscribed);

      const publishedAt = Date.now();
      await gql(apis[0].url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
      const publishAnsweredMs = Date.now() - publishedAt;
      // Wait until every subscriber has it, or 30 s.
      const deadline = Date.now() + 30_000;
      let deliveries: { receivedAt: number; at: string }[] = [];
      for (;;) {
        deliveries = (await Promise.all(clients.map((child) => ask<{ deliveries: typeof deliveries }>(child, 'report')))).flatMap(
          (r) => r.deliveries,
        );
        if (deliveries.length >= subscribed || Date.now() > deadline) break;
        await sleep(250);
      }
      const fanoutLoad = loadAverage();
      const delays = deliveries.map((d) => d.receivedAt - publishedAt).sort((a, b) => a - b);
      const fromServer = deliveries.map((d) => d.receivedAt - new Date(d.at).getTime()).sort((a, b) => a - b);
      const p99 = percentile(delays, 99);
      console.log(
        `[${label}] fan-out: ${subscribed} subscribed (${refused} refused) in ${(openMs / 1000).toFixed(1)} s; ${deliveries.length} delivered; ` +
          `p50 ${percentile(delays, 50)} ms, p99 ${p99} ms, max ${delays.at(-1)} ms after publishRound was sent (p99 ${percentile(fromServer, 99)} ms after the server published; publishRound answered in ${publishAnsweredMs} ms); ` +
          `RSS ${rssBefore.map((kb) => (kb / 1024).toFixed(0)).join('+')} → ${rssAfter.map((kb) => (kb / 1024).toFixed(0)).join('+')} MB, ${perConnectionKb.toFixed(1)} kB per connection; load ${fanoutLoad}`,
      );
      rows.push({
        benchmark: `Live fan-out, ${PLAYERS.toLocaleString('en')} SSE players, ${label}`,
        result: `p99 ${fmtS(p99)} (p50 ${fmtS(percentile(delays, 50))}, max ${fmtS(delays.at(-1)!)}); ${deliveries.length.toLocaleString('en')}/${subscribed.toLocaleString('en')} delivered, ${refused} refused; ${perConnectionKb.toFixed(1)} kB server memory per connection`,
        target: 'p99 ≤ 2 s, all delivered',
        met: p99 <= 2000 && deliveries.length === PLAYERS && refused === 0,
        load: fanoutLoad,
      });
    }

    // ---- result storm ---------------------------------------------------------------------
    const matches = await latestRoundMatches(databaseUrl, event.eventId);
    const tokenOf = new Map(event.playerIds.map((id, i) => [id, tokens[i]]));
    const jobs: StormJob[] = [];
    matches.forEach((match, i) => {
      const score = SCORES[i % SCORES.length];
      for (const playerId of [match.player1Id, match.player2Id]) {
        jobs.push({ matchId: match.id, playerId, token: tokenOf.get(playerId)!, score, requestKey: `storm-${playerId}` });
      }
    });
    shuffle(jobs);
    const {
      elapsedMs,
      outcomes,
      apiCpuMs: cpuPerReport,
      postgresCpuMs: pgCpuPerReport,
      load: stormLoad,
    } = await drive(apis, work, { targets, concurrency: STORM_CONCURRENCY, jobs });
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const errors = outcomes.filter((o) => !o.ok);
    const rate = outcomes.length / (elapsedMs / 1000);
    const check = await verifyStorm(databaseUrl, event.eventId, jobs);
    const heard = clients.length ? await ownMatchUpdatesOnly(clients, jobs) : undefined;
    await closeClients(clients);
    const stormP99 = percentile(latencies, 99);
    console.log(
      `[${label}] storm: ${outcomes.length} reports in ${(elapsedMs / 1000).toFixed(2)} s = ${rate.toFixed(0)}/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${stormP99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(0)} ms; ` +
        `${errors.length} errors${errors.length ? ` (first: ${errors[0].error})` : ''}; check: ${check.summary}; ` +
        `CPU per report: API ${cpuPerReport.toFixed(2)} ms, PostgreSQL ${pgCpuPerReport.toFixed(2)} ms; load ${stormLoad}` +
        (heard ? `; subscribers: ${heard.summary}` : ''),
    );
    rows.push({
      benchmark: `Round-end storm, ${jobs.length.toLocaleString('en')} reportResult (${matches.length.toLocaleString('en')} matches), ${label}, ${STORM_CONCURRENCY} in flight${heard ? `, ${subscribedPlayers.toLocaleString('en')} players subscribed` : ''}`,
      result:
        `${rate.toFixed(0)} reports/s; p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${stormP99.toFixed(0)} ms; ${errors.length} errors; ${check.summary}; ` +
        `CPU per report: API ${cpuPerReport.toFixed(2)} ms, PostgreSQL ${pgCpuPerReport.toFixed(2)} ms${heard ? `; subscribers: ${heard.summary}` : ''}`,
      target: '≥ 1,000/s, p99 ≤ 100 ms, 0 errors, each report once',
      met: rate >= 1000 && stormP99 <= 100 && errors.length === 0 && check.ok && (heard?.ok ?? true),
      load: stormLoad,
    });

    // ---- the same load with nothing to do: what HTTP, Express, Nest and Yoga cost on their own ----
    if (processes === 1) {
      const floor = await drive(apis, work, { targets, concurrency: STORM_CONCURRENCY, jobs, floor: true });
      const floorLatencies = floor.outcomes.map((o) => o.ms).sort((a, b) => a - b);
      const floorRate = floor.outcomes.length / (floor.elapsedMs / 1000);
      const floorErrors = floor.outcomes.filter((o) => !o.ok).length;
      console.log(
        `[${label}] floor: ${floor.outcomes.length} { __typename } in ${(floor.elapsedMs / 1000).toFixed(2)} s = ${floorRate.toFixed(0)}/s, p99 ${percentile(floorLatencies, 99).toFixed(1)} ms; ${floorErrors} errors; API CPU ${floor.apiCpuMs.toFixed(2)} ms per request; load ${floor.load}`,
      );
      rows.push({
        benchmark: `Same load, \`{ __typename }\` instead of the report (HTTP + GraphQL layers only), ${label}`,
        result: `${floorRate.toFixed(0)} requests/s; p99 ${percentile(floorLatencies, 99).toFixed(0)} ms; ${floorErrors} errors; API CPU ${floor.apiCpuMs.toFixed(2)} ms per request`,
        target: '(reference)',
        met: floorErrors === 0,
        load: floor.load,
      });
    }
  } finally {
    for (const child of clients) child.kill();
    await Promise.all(apis.map((api) => api.stop().then(() => api.exited)));
    await store.drop();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/**
 * After the storm, from every subscriber: the matches it was told about. Each player should have
 * heard of their own match only (its report and its confirmation), never of anyone else's.
 */
async function ownMatchUpdatesOnly(clients: ChildProcess[], jobs: StormJob[]) {
  const matchOf = new Map(jobs.map((job) => [job.playerId, job.matchId]));
  const expected = 2 * jobs.length;
  let own = 0;
  let others = 0;
  // The last updates may still be on their way when the last report is answered.
  for (let attempt = 0; attempt < 20; attempt++) {
    const reports = await Promise.all(clients.map((child) => ask<{ matchUpdates: Record<string, string[]> }>(child, 'report')));
    own = 0;
    others = 0;
    for (const { matchUpdates } of reports) {
      for (const [playerId, matchIds] of Object.entries(matchUpdates)) {
        own += matchIds.filter((id) => id === matchOf.get(playerId)).length;
        others += matchIds.filter((id) => id !== matchOf.get(playerId)).length;
      }
    }
    if (own >= expected) break;
    await sleep(250);
  }
  return {
    ok: others === 0 && own === expected,
    summary: `${own.toLocaleString('en')} updates about their own match (expected ${expected.toLocaleString('en')}), ${others} about others'`,
  };
}

async function closeClients(clients: ChildProcess[]) {
  for (const child of clients) child.send({ kind: 'close' });
  await Promise.all(clients.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  clients.length = 0;
}

/** Runs the storm client on these jobs; CPU per request of the API processes and of PostgreSQL. */
export async function drive(
  apis: ApiProcess[],
  work: string,
  plan: { targets: string[]; concurrency: number; jobs: StormJob[]; floor?: boolean },
) {
  const jobsFile = path.join(work, 'jobs.json');
  const resultFile = path.join(work, 'result.json');
  writeFileSync(jobsFile, JSON.stringify(plan));
  const cpuBefore = apis.map((api) => api.cpuMs());
  const pgCpuBefore = await postgresCpuMs();
  await run(process.execPath, [path.join(__dirname, 'clients/storm-client.js'), jobsFile, resultFile]);
  const apiCpuMs = apis.reduce((sum, api, i) => sum + api.cpuMs() - cpuBefore[i], 0) / plan.jobs.length;
  const postgresCpu = ((await postgresCpuMs()) - pgCpuBefore) / plan.jobs.length;
  const load = loadAverage();
  const { elapsedMs, outcomes } = JSON.parse(readFileSync(resultFile, 'utf8')) as { elapsedMs: number; outcomes: StormOutcome[] };
  return { elapsedMs, outcomes, apiCpuMs, postgresCpuMs: postgresCpu, load };
}

/** Every report stored exactly once, every match final with the reported score, every report audited. */
export async function verifyStorm(url: string, eventId: string, jobs: StormJob[]): Promise<{ ok: boolean; summary: string }> {
  return onDatabase(url, async (client) => {
    const reports = await client.query(
      `SELECT rr."playerId", rr."requestKey", rr."matchId", rr."player1Wins", rr."player2Wins", rr.draws FROM "ResultReport" rr JOIN "Player" p ON p.id = rr."playerId" WHERE p."eventId" = $1`,
      [eventId],
    );
    const byPlayer = new Map<string, number>();
    for (const row of reports.rows)
      byPlayer.set(`${row.playerId}|${row.requestKey}`, (byPlayer.get(`${row.playerId}|${row.requestKey}`) ?? 0) + 1);
    const missing = jobs.filter((job) => !byPlayer.has(`${job.playerId}|${job.requestKey}`)).length;
    const duplicated = [...byPlayer.values()].filter((count) => count > 1).length;
    const extra = reports.rows.length - jobs.length + missing;
    const matches = await client.query(
      `SELECT m.id, m.status, m."player1Wins", m."player2Wins", m.draws FROM "Match" m JOIN "Round" r ON r.id = m."roundId" WHERE r."eventId" = $1 AND m."player2Id" IS NOT NULL AND r.number = (SELECT max(number) FROM "Round" WHERE "eventId" = $1)`,
      [eventId],
    );
    const expected = new Map(jobs.map((job) => [job.matchId, job.score]));
    const wrong = matches.rows.filter((m) => {
      const score = expected.get(m.id);
      return (
        !score ||
        m.status !== 'FINAL' ||
        m.player1Wins !== score.player1Wins ||
        m.player2Wins !== score.player2Wins ||
        m.draws !== score.draws
      );
    }).length;
    const audited = Number(
      (await client.query(`SELECT count(*) FROM "AuditEntry" WHERE "eventId" = $1 AND action = 'result.report'`, [eventId])).rows[0].count,
    );
    const ok = missing === 0 && duplicated === 0 && extra === 0 && wrong === 0 && audited === jobs.length;
    return {
      ok,
      summary: ok
        ? `all ${jobs.length.toLocaleString('en')} reports stored once, ${matches.rows.length.toLocaleString('en')} matches final, ${audited.toLocaleString('en')} audited`
        : `${missing} missing, ${duplicated} duplicated, ${extra} unexpected, ${wrong} matches not final/wrong, ${audited} audited`,
    };
  });
}

/** CPU time (ms) used so far by every PostgreSQL process on this machine, from /proc. */
async function postgresCpuMs(): Promise<number> {
  const { readdirSync } = await import('node:fs');
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!/^\d+ \((postgres|postmaster)/.test(stat)) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function fmtS(ms: number) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

function shuffle<T>(items: T[]) {
  let seed = 20261121;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

function waitFor<T>(child: ChildProcess, kind: string, timeoutMs = 180_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${kind}" from client ${child.pid}`)), timeoutMs);
    const listener = (message: any) => {
      if (message?.kind !== kind) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    child.once('exit', (code) => reject(new Error(`client ${child.pid} exited (${code}) before "${kind}"`)));
  });
}

function ask<T>(child: ChildProcess, kind: string): Promise<T> {
  const answer = waitFor<T>(child, kind);
  child.send({ kind });
  return answer;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: REPO_ROOT });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} exited with ${code}`))));
  });
}

async function waitForRedisSubscribers(prefix: string, eventId: string, expected: number) {
  const redis = new Redis(REDIS_URL);
  try {
    for (let i = 0; i < 100; i++) {
      const [, count] = (await redis.pubsub('NUMSUB', `${prefix}:event-updates:${eventId}`)) as [string, number];
      if (Number(count) >= expected) return;
      await sleep(100);
    }
    throw new Error('the API processes did not subscribe to the event channel in Redis');
  } finally {
    redis.disconnect();
  }
}

if (require.main === module) {
  const which = (process.env.BENCH_SCALE ?? '1,2').split(',').map(Number) as (1 | 2)[];
  (async () => {
    const rows: Row[] = [];
    for (const processes of which) rows.push(...(await benchScale({ processes })));
    record('scale', rows);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
