/**
 * The directory's search as the desk types (`people(search)` over GraphQL) in an organization of
 * 5,000 people: a reading in katakana (prefix), a player ID (exact), a part of a name (contains).
 * The time is the call as the dashboard sees it; the desk's 2-keystroke registration waits on it.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, seedPeople, staffLogin, startApi } from '@taikai/testkit';
import type { Row } from './lib/report';

const PEOPLE = 5000;
const RUNS = Number(process.env.BENCH_PEOPLE_RUNS ?? 15);
const TARGET_MS = 50;
const SEARCHES = [
  { label: 'reading prefix (サトウ)', search: 'サトウ' },
  { label: 'player ID (exact)', search: '9002500' },
  { label: 'part of a name (haru)', search: 'haru' },
];

export async function benchPeople(): Promise<Row[]> {
  const store = await createStore('postgres');
  const api = await startApi(store.env);
  const rows: Row[] = [];
  try {
    const staff = await staffLogin(api.url);
    await seedPeople(store.url(), PEOPLE);
    const query = 'query($s: String!) { people(search: $s, first: 6) { id name } }';
    await gql(api.url, query, { s: 'warm-up' }, staff);
    for (const { label, search } of SEARCHES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const data = await gql(api.url, query, { s: search }, staff);
        times.push(performance.now() - started);
        if (!data.people.length) throw new Error(`no person found for ${search}`);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(`people search, ${PEOPLE} people, ${label}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
      rows.push({
        benchmark: `directory search, ${PEOPLE.toLocaleString('en')} people, ${label}`,
        result: `${median.toFixed(1)} ms median of ${RUNS} (${sorted[0].toFixed(1)}–${sorted.at(-1)!.toFixed(1)})`,
        target: `≤ ${TARGET_MS} ms`,
        met: median <= TARGET_MS,
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
