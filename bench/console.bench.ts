/**
 * The floor's console (`conventionConsole` over GraphQL, as the dashboard polls it) for a
 * convention of 50 running events of 100 players each (5,000 players) in round 4, their current
 * rounds at 2,500 hall tables with a share of them outstanding, disputes and judge calls.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, seedConvention, staffLogin, startApi } from '@taikai/testkit';
import type { Row } from './lib/report';

const EVENTS = 50;
const PLAYERS = 100;
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 21);
const TARGET_MS = 200;

export async function benchConsole(): Promise<Row[]> {
  const store = await createStore('postgres');
  const api = await startApi(store.env);
  try {
    const staff = await staffLogin(api.url);
    const { conventionId } = await seedConvention(store.url(), { events: EVENTS, players: PLAYERS, rounds: 4 });
    const query =
      'query($c: ID!) { conventionConsole(conventionId: $c) { eventId roundNumber endsAt pausedAt outstanding disputed openCalls takenCalls } }';
    const times: number[] = [];
    let outstanding = 0;
    let shown = 0;
    // The first call warms the connection and the statement; the figure is of the calls after it.
    await gql(api.url, query, { c: conventionId }, staff);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const data = await gql(api.url, query, { c: conventionId }, staff);
      times.push(performance.now() - started);
      shown = data.conventionConsole.length;
      outstanding = data.conventionConsole.reduce((sum: number, e: { outstanding: string[] }) => sum + e.outstanding.length, 0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const worst = sorted[sorted.length - 1];
    console.log(`console, ${shown} events, ${outstanding} outstanding tables: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    return [
      {
        benchmark: `convention console, ${shown} running events × ${PLAYERS} players (${(EVENTS * PLAYERS).toLocaleString('en')}), ${outstanding.toLocaleString('en')} outstanding tables`,
        result: `${median.toFixed(0)} ms median of ${RUNS} (${sorted[0].toFixed(0)}–${worst.toFixed(0)})`,
        target: `< ${TARGET_MS} ms`,
        met: median < TARGET_MS && shown === EVENTS,
        load: loadAverage(),
      },
    ];
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
}
