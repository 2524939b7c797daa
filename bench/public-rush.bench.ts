/**
 * The public page's rush, on the venue's default (one API process, the embedded PostgreSQL): a
 * 1,024-player event, 64 keep-alive connections of browsers refreshing its public page (the
 * summary and the pairings, `GET /public/events/<code>` and `…/pairings`; every other connection
 * revalidating with If-None-Match as a browser with the page cached does), from their own
 * process, while result storms run (both players of every match report, as in scale.bench.ts)
 * and staff pair and publish the next round after each. Measured in the same run:
 * - the rush during the storms: page-data requests/s, p50/p99, 200s and 304s;
 * - the storms' reports/s and p99 under the rush;
 * - the first request after each publishRound's answer: it must show the new round;
 * - the same rush alone, GraphQL's `{ __typename }` on the same connections (the framework's
 *   floor), and one computation of the pairings past the cache (what every request would cost without it).
 * BENCH_RUSH_PLAYERS, BENCH_RUSH_CONNECTIONS, BENCH_RUSH_ROUNDS tune.
 */
import { ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ApiProcess,
  createStore,
  gql,
  latestRoundMatches,
  loadAverage,
  onDatabase,
  percentile,
  playerToken,
  REPO_ROOT,
  seedEvent,
  sleep,
  staffLogin,
  startApi,
} from '@taikai/testkit';
import type { StormJob } from './lib/storm-types';
import { record, Row } from './lib/report';
import { drive } from './scale.bench';

const PLAYERS = Number(process.env.BENCH_RUSH_PLAYERS ?? 1024);
const CONNECTIONS = Number(process.env.BENCH_RUSH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_RUSH_ROUNDS ?? 3);
const STORM_CONCURRENCY = 32;
const REFERENCE_SECONDS = 5;

interface RushResult {
  /** API CPU per request (ms), from /proc, measured by the bench around the run. */
  apiCpuMs?: number;
  elapsedMs: number;
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

export async function benchPublicRush(): Promise<Row[]> {
  const store = await createStore('embedded');
  const label = `one API process, ${store.label}, ${PLAYERS.toLocaleString('en')} players, ${CONNECTIONS} connections`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'taikai-rush-'));
  const rows: Row[] = [];
  let api: ApiProcess | undefined;
  try {
    api = await startApi({ ...store.env, DATABASE_POOL_SIZE: '10' });
    const url = api.url;
    const staff = await staffLogin(url);
    const event = await seedEvent(store.url(), PLAYERS, `Rush ${PLAYERS}`);
    const code = await onDatabase(store.url(), async (client) => {
      return (await client.query('SELECT "shortCode" FROM "Event" WHERE id = $1', [event.eventId])).rows[0].shortCode as string;
    });
    const tokens = new Map(await Promise.all(event.playerIds.map(async (id) => [id, await playerToken(id, event.eventId)] as const)));
    const paths = [`/public/events/${code}`, `/public/events/${code}/pairings`];
    const pairAndPublish = async () => {
      const round = (await gql(url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number } }', { e: event.eventId }, staff))
        .pairNextRound;
      await gql(url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
      return round.number as number;
    };
    await pairAndPublish();

    // One computation past the cache, cold and warm: what each request would cost without it.
    const uncached: number[] = [];
    for (let i = 0; i < 5; i++) {
      // A change of the event's settings drops every part (EVENT_CHANGED).
      await gql(
        url,
        'mutation($e: ID!, $v: String!) { updateEvent(id: $e, input: { venue: $v }) { id } }',
        { e: event.eventId, v: `Hall ${i}` },
        staff,
      );
      const started = performance.now();
      const response = await fetch(`${url}${paths[1]}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (i > 0) uncached.push(performance.now() - started);
    }

    // ---- the rush during the storms, with a new round posted after each ----
    const cpuAtStart = api.cpuMs();
    const rush = startRush(work, { target: url, connections: CONNECTIONS, paths, durationSeconds: 600 });
    await sleep(1000);
    const stormRates: number[] = [];
    const stormP99s: number[] = [];
    let stormErrors = 0;
    const firstAfter: { round: number; seen: number; ms: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const matches = await latestRoundMatches(store.url(), event.eventId);
      const jobs: StormJob[] = matches.flatMap((match, i) =>
        [match.player1Id, match.player2Id].map((playerId) => ({
          matchId: match.id,
          playerId,
          token: tokens.get(playerId)!,
          score: i % 2 === 0 ? { player1Wins: 2, player2Wins: 0, draws: 0 } : { player1Wins: 1, player2Wins: 2, draws: 0 },
          requestKey: `rush-${r}-${playerId}`,
        })),
      );
      const storm = await drive([api], work, { targets: [url], concurrency: STORM_CONCURRENCY, jobs });
      const latencies = storm.outcomes.map((o) => o.ms).sort((a, b) => a - b);
      stormRates.push(storm.outcomes.length / (storm.elapsedMs / 1000));
      stormP99s.push(percentile(latencies, 99));
      stormErrors += storm.outcomes.filter((o) => !o.ok).length;
      const round = await pairAndPublish();
      // The first request after publishRound answered, as a browser refreshing then would send it.
      const started = performance.now();
      const response = await fetch(`${url}${paths[1]}`, { headers: { 'accept-encoding': 'br' } });
      const seen = ((await response.json()) as { round: number }).round;
      firstAfter.push({ round, seen, ms: performance.now() - started });
    }
    await sleep(1000);
    const during = await rush.stop();
    const duringLoad = loadAverage();
    // The storms' own requests are in this figure too: it is the process's CPU over the whole run.
    const duringCpu = (api.cpuMs() - cpuAtStart) / during.latencies.length;

    const alone = async (floor: boolean) => {
      const before = api!.cpuMs();
      const result = await startRush(work, { target: url, connections: CONNECTIONS, paths, durationSeconds: REFERENCE_SECONDS, floor })
        .done;
      return { ...result, apiCpuMs: (api!.cpuMs() - before) / result.latencies.length };
    };
    const quiet = await alone(false);
    const quietLoad = loadAverage();
    const floor = await alone(true);
    const floorLoad = loadAverage();

    const figures = (result: RushResult) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const failed = Object.entries(result.statuses)
        .filter(([status]) => status !== '200' && status !== '304')
        .reduce((sum, [, count]) => sum + count, 0);
      return {
        rate: result.latencies.length / (result.elapsedMs / 1000),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        ok: result.statuses['200'] ?? 0,
        notModified: result.statuses['304'] ?? 0,
        failed: failed + result.errors + result.timeouts,
        cpu: result.apiCpuMs,
      };
    };
    const d = figures({ ...during, apiCpuMs: duringCpu });
    const q = figures(quiet);
    const f = figures(floor);
    const allSeen = firstAfter.every((first) => first.seen === first.round);
    const describe = (x: ReturnType<typeof figures>) =>
      `${x.rate.toFixed(0)} requests/s; p50 ${x.p50.toFixed(0)} ms, p99 ${x.p99.toFixed(0)} ms; ${x.ok.toLocaleString('en')} × 200, ${x.notModified.toLocaleString('en')} × 304, ${x.failed} failed` +
      (x.cpu === undefined ? '' : `; API CPU ${x.cpu.toFixed(3)} ms per request`);
    console.log(`[rush] during the storms: ${describe(d)}; load ${duringLoad}`);
    console.log(
      `[rush] storms: ${stormRates.map((rate) => rate.toFixed(0)).join(', ')} reports/s, p99 ${stormP99s.map((p) => p.toFixed(0)).join(', ')} ms, ${stormErrors} errors`,
    );
    console.log(
      `[rush] first request after each publishRound: ${firstAfter.map((x) => `round ${x.round} → saw ${x.seen} in ${x.ms.toFixed(0)} ms`).join('; ')}`,
    );
    console.log(`[rush] alone: ${describe(q)}; load ${quietLoad}`);
    console.log(`[rush] { __typename } on the same connections: ${describe(f)}; load ${floorLoad}`);
    console.log(`[rush] pairings computed past the cache: ${uncached.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    rows.push(
      {
        benchmark: `Public page rush during ${ROUNDS} result storms and pairings, ${label}`,
        result: `${describe(d)}; storms ${stormRates.map((rate) => rate.toFixed(0)).join('/')} reports/s (p99 ${stormP99s.map((p) => p.toFixed(0)).join('/')} ms, ${stormErrors} errors)`,
        target: '≥ 2,000 requests/s, p99 ≤ 200 ms, none failed',
        met: d.rate >= 2000 && d.p99 <= 200 && d.failed === 0 && stormErrors === 0,
        load: duringLoad,
      },
      {
        benchmark: `First public pairings request after publishRound answered (during the rush), ${label}`,
        result: firstAfter.map((x) => `round ${x.round}: saw round ${x.seen} in ${x.ms.toFixed(0)} ms`).join('; '),
        target: 'the new round, every time',
        met: allSeen,
        load: duringLoad,
      },
      {
        benchmark: `Same rush alone (no storm), ${label}`,
        result: describe(q),
        target: '(reference)',
        met: q.failed === 0,
        load: quietLoad,
      },
      {
        benchmark: `\`{ __typename }\` (POST /graphql) on the same connections, ${label}`,
        result: describe(f),
        target: '(reference: the framework floor)',
        met: f.failed === 0,
        load: floorLoad,
      },
      {
        benchmark: `Public pairings computed past the cache (one request after an invalidation), ${label}`,
        result: `median ${percentile(
          [...uncached].sort((a, b) => a - b),
          50,
        ).toFixed(0)} ms (${uncached.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
        target: '(reference)',
        met: true,
        load: loadAverage(),
      },
    );
  } finally {
    await api?.stop().then(() => api!.exited);
    await store.drop();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/** The rush client in its own process; `stop` ends it early and gives its figures. */
function startRush(work: string, plan: { target: string; connections: number; paths: string[]; durationSeconds: number; floor?: boolean }) {
  const planFile = path.join(work, `rush-${plan.floor ? 'floor' : 'page'}-${Date.now()}.json`);
  const resultFile = `${planFile}.result`;
  writeFileSync(planFile, JSON.stringify(plan));
  const child: ChildProcess = fork(path.join(__dirname, 'clients/rush-client.js'), [planFile, resultFile], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const done = new Promise<RushResult>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(resultFile, 'utf8')) as RushResult)
        : reject(new Error(`rush client exited with ${code}`)),
    ),
  );
  return {
    done,
    stop: () => {
      child.send({ kind: 'stop' });
      return done;
    },
  };
}

if (require.main === module) {
  benchPublicRush()
    .then((rows) => record('public-rush', rows))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
