/**
 * Pairing through the API, end to end: `pairNextRound` over GraphQL for round 9 of events with
 * 2,048 and 10,000 players whose 8 rounds are seeded in SQL. The time is the GraphQL call as the
 * client sees it: loading the event, standings, pairing, storing the round and its audit entry.
 */
import { performance } from 'node:perf_hooks';
import { createStore, gql, loadAverage, seedEvent, seedHistory, staffLogin, startApi, StoreKind } from '@taikai/testkit';
import { record, Row } from './lib/report';

const SIZES = [
  { players: 2048, targetMs: 1000 },
  { players: 10_000, targetMs: 3000 },
];
const RUNS = Number(process.env.BENCH_PAIRING_RUNS ?? 3);
const ROUNDS_PLAYED = 8;

export async function benchPairing(kind: StoreKind = 'postgres'): Promise<Row[]> {
  const store = await createStore(kind);
  const api = await startApi(store.env);
  const rows: Row[] = [];
  try {
    const databaseUrl = store.url();
    const staff = await staffLogin(api.url);
    // Warm-up: one small event paired once, so the first measured call does not pay for JIT.
    const warm = await seedEvent(databaseUrl, 64, 'warm-up');
    await seedHistory(databaseUrl, warm, 2, 'warm');
    await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: warm.eventId }, staff);
    for (const { players, targetMs } of SIZES.filter(
      (size) => !process.env.BENCH_PAIRING_SIZES || process.env.BENCH_PAIRING_SIZES.split(',').includes(String(size.players)),
    )) {
      const times: number[] = [];
      const loads: string[] = [];
      let active = 0;
      for (let run = 0; run < RUNS; run++) {
        const event = await seedEvent(databaseUrl, players);
        active = (await seedHistory(databaseUrl, event, ROUNDS_PLAYED, `bench-${players}-${run}`)).active;
        const started = performance.now();
        const data = await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number } }', { e: event.eventId }, staff);
        times.push(performance.now() - started);
        loads.push(loadAverage());
        if (data.pairNextRound.number !== ROUNDS_PLAYED + 1) throw new Error(`paired round ${data.pairNextRound.number}`);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `pairing ${players} players (${active} active), round 9, ${store.label}: ${times.map((t) => t.toFixed(0)).join(', ')} ms; load ${loads.join(' | ')}`,
      );
      rows.push({
        benchmark: `pairNextRound, ${players.toLocaleString('en')} players (${active.toLocaleString('en')} active), round 9, ${store.label}`,
        result: `${median.toFixed(0)} ms median of ${RUNS} (${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)})`,
        target: `≤ ${targetMs / 1000} s`,
        met: median <= targetMs,
        load: loads[Math.floor(loads.length / 2)],
      });
    }
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
  return rows;
}

if (require.main === module) {
  benchPairing()
    .then((rows) => record('pairing', rows))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
