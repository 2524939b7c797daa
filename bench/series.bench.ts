/**
 * A season's standings (`seriesStandings` over GraphQL, recomputed live at every call) for 200
 * finished events of an organization of 5,000 people, 64 players and 5 rounds each (12,800
 * registrations, 32,000 matches), beside the same for its first 20 events in the same run: how the
 * time grows with the events counted.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, seedPeople, seedSeries, staffLogin, startApi } from '@taikai/testkit';
import type { Row } from './lib/report';

const PEOPLE = 5000;
const EVENTS = 200;
const SMALL = 20;
const RUNS = Number(process.env.BENCH_SERIES_RUNS ?? 7);
const TARGET_MS = 1000;

export async function benchSeries(): Promise<Row[]> {
  const store = await createStore('postgres');
  const api = await startApi(store.env);
  const rows: Row[] = [];
  try {
    const staff = await staffLogin(api.url);
    await seedPeople(store.url(), PEOPLE);
    const rule = {
      matchWin: 3,
      matchDraw: 1,
      attendance: 1,
      places: [
        { from: 1, to: 1, points: 10 },
        { from: 2, to: 8, points: 4 },
      ],
      bestEvents: 10,
    };
    const series = await seedSeries(store.url(), { events: EVENTS, players: 64, rounds: 5, smallEvents: SMALL, rule });
    const query = 'query($s: ID!) { seriesStandings(seriesId: $s) { rank personId points } }';
    for (const [events, seriesId] of [
      [SMALL, series.smallSeriesId],
      [EVENTS, series.seriesId],
    ] as const) {
      await gql(api.url, query, { s: seriesId }, staff);
      const times: number[] = [];
      let people = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const data = await gql(api.url, query, { s: seriesId }, staff);
        times.push(performance.now() - started);
        people = data.seriesStandings.length;
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(`series standings, ${events} events, ${people} people: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      rows.push({
        benchmark: `series standings, ${events} events × 64 players (${people.toLocaleString('en')} of ${PEOPLE.toLocaleString('en')} people)`,
        result: `${median.toFixed(0)} ms median of ${RUNS} (${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`,
        target: events === EVENTS ? `< ${TARGET_MS} ms` : 'comparison',
        met: events === EVENTS ? median < TARGET_MS : true,
        load: loadAverage(),
      });
    }
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
  return rows;
}
