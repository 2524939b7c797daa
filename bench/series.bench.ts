/**
 * A season's standings (`seriesStandings` over GraphQL, recomputed live at every call) for 200
 * finished events of an organization of 5,000 people, 64 players and 5 rounds each (12,800
 * registrations, 32,000 matches), beside the same for its first 20 events in the same run: how the
 * time grows with the events counted. Each is measured cold (every event computed), with one
 * result corrected before each call (the live case: one event computed again), and unchanged.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, onDatabase, seedPeople, seedSeries, staffLogin, startApi } from '@taikai/testkit';
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
    const call = async (seriesId: string) => {
      const started = performance.now();
      const data = await gql(api.url, query, { s: seriesId }, staff);
      return { ms: performance.now() - started, people: data.seriesStandings.length as number };
    };
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const range = (times: number[]) => `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
    for (const [events, seriesId] of [
      [SMALL, series.smallSeriesId],
      [EVENTS, series.seriesId],
    ] as const) {
      // Cold: every event's state read and its standings computed (the first call after a start).
      const cold = await call(seriesId);
      // Live during a season: one result corrected before each call, so one event is computed again.
      const afterResult: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await correctOneResult(store.url(), series.eventIds[run % events], run);
        afterResult.push((await call(seriesId)).ms);
      }
      // Nothing changed since the last call: only the events' versions are read.
      const unchanged: number[] = [];
      for (let run = 0; run < RUNS; run++) unchanged.push((await call(seriesId)).ms);
      console.log(
        `series standings, ${events} events, ${cold.people} people: cold ${cold.ms.toFixed(0)} ms; after a result ${afterResult.map((t) => t.toFixed(0)).join(', ')}; unchanged ${unchanged.map((t) => t.toFixed(0)).join(', ')} ms`,
      );
      const label = `series standings, ${events} events × 64 players (${cold.people.toLocaleString('en')} of ${PEOPLE.toLocaleString('en')} people)`;
      const target = events === EVENTS ? `< ${TARGET_MS} ms` : 'comparison';
      const met = (ms: number) => (events === EVENTS ? ms < TARGET_MS : true);
      rows.push(
        {
          benchmark: `${label}, cold (every event computed)`,
          result: `${cold.ms.toFixed(0)} ms`,
          target,
          met: met(cold.ms),
          load: loadAverage(),
        },
        {
          benchmark: `${label}, a result corrected before each call`,
          result: `${median(afterResult).toFixed(0)} ms median of ${RUNS} (${range(afterResult)})`,
          target,
          met: met(median(afterResult)),
          load: loadAverage(),
        },
        {
          benchmark: `${label}, nothing changed`,
          result: `${median(unchanged).toFixed(0)} ms median of ${RUNS} (${range(unchanged)})`,
          target,
          met: met(median(unchanged)),
          load: loadAverage(),
        },
      );
    }
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
  return rows;
}

/** A staff correction of one match of the event, straight in SQL (a new row version, as `recordResult` gives). */
async function correctOneResult(url: string, eventId: string, run: number) {
  await onDatabase(url, (client) =>
    client.query(
      `UPDATE "Match" SET "player1Wins" = $2, "player2Wins" = $3, "updatedAt" = now()
       WHERE id = (SELECT m.id FROM "Match" m JOIN "Round" r ON r.id = m."roundId" WHERE r."eventId" = $1 ORDER BY m.id LIMIT 1)`,
      [eventId, run % 2 === 0 ? 2 : 0, run % 2 === 0 ? 0 : 2],
    ),
  );
}
