/**
 * Pairing through the API, end to end: `pairNextRound` over GraphQL for round 9 of events with
 * 2,048 and 10,000 players whose 8 rounds are seeded in SQL. The time is the GraphQL call as the
 * client sees it: loading the event, standings, pairing, storing the round and its audit entry.
 * Beside it, in the same run: the API process's CPU time for the call, and the engine alone on the
 * same history in this process (the standings, then the Swiss pairing of round 9), the floor the
 * API's time is compared with.
 */
import { performance } from 'node:perf_hooks';
import { computeStandings, MAGIC, pairSwissRound } from '@taikai/engine';
import type { MatchRecord, Participant } from '@taikai/engine';
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
    // Warm-up, so the first measured call does not pay for JIT: the seeding below runs the engine on
    // every size in this process (8 rounds each), so the server pairs events of 64 and 2,048 players
    // first; with only the small one, the server's first 10,000-player pairing ran the engine's
    // standings and matching before they were optimised (~1.5–2× their later CPU).
    for (const [size, rounds] of [
      [64, 2],
      [2048, 4],
    ]) {
      const warm = await seedEvent(databaseUrl, size, `warm-up-${size}`);
      const warmHistory = await seedHistory(databaseUrl, warm, rounds, `warm-${size}`);
      engineAlone(warmHistory.participants, warmHistory.history, rounds + 1, 'warm');
      await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: warm.eventId }, staff);
    }
    for (const { players, targetMs } of SIZES.filter(
      (size) => !process.env.BENCH_PAIRING_SIZES || process.env.BENCH_PAIRING_SIZES.split(',').includes(String(size.players)),
    )) {
      const times: number[] = [];
      const cpu: number[] = [];
      const engineCpu: number[] = [];
      const loads: string[] = [];
      let active = 0;
      for (let run = 0; run < RUNS; run++) {
        const event = await seedEvent(databaseUrl, players);
        const seeded = await seedHistory(databaseUrl, event, ROUNDS_PLAYED, `bench-${players}-${run}`);
        active = seeded.active;
        const cpuBefore = api.cpuMs();
        const started = performance.now();
        const data = await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number seed } }', { e: event.eventId }, staff);
        times.push(performance.now() - started);
        cpu.push(api.cpuMs() - cpuBefore);
        // The seed the server drew: the engine alone then searches exactly the pairing the API did
        // (at 10,000 players the search's time differs by up to ~2× between seeds).
        engineCpu.push(engineAlone(seeded.participants, seeded.history, ROUNDS_PLAYED + 1, data.pairNextRound.seed));
        loads.push(loadAverage());
        if (data.pairNextRound.number !== ROUNDS_PLAYED + 1) throw new Error(`paired round ${data.pairNextRound.number}`);
      }
      const median = middle(times);
      console.log(
        `pairing ${players} players (${active} active), round 9, ${store.label}: ${times.map((t) => t.toFixed(0)).join(', ')} ms; ` +
          `API CPU ${cpu.map((t) => t.toFixed(0)).join(', ')} ms; engine alone ${engineCpu.map((t) => t.toFixed(0)).join(', ')} ms of CPU; load ${loads.join(' | ')}`,
      );
      const sorted = [...times].sort((a, b) => a - b);
      rows.push({
        benchmark: `pairNextRound, ${players.toLocaleString('en')} players (${active.toLocaleString('en')} active), round 9, ${store.label}`,
        result:
          `${median.toFixed(0)} ms median of ${RUNS} (${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)}); API CPU ${middle(cpu).toFixed(0)} ms; ` +
          `engine alone (standings + pairing, same history) ${middle(engineCpu).toFixed(0)} ms of CPU: API CPU ${(middle(cpu) / middle(engineCpu)).toFixed(1)}×`,
        target: `≤ ${targetMs / 1000} s; API CPU ≤ 2.5× the engine's`,
        met: median <= targetMs && middle(cpu) <= 2.5 * middle(engineCpu),
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

/**
 * The engine on the history the API was given: standings through the last round played, then
 * `round` paired with the API's seed; its CPU time (ms), comparable with the API process's under any load.
 */
function engineAlone(participants: Participant[], history: MatchRecord[], round: number, seed: string): number {
  const started = process.cpuUsage();
  const standings = computeStandings(participants, history, MAGIC)
    .filter((row) => !row.dropped)
    .map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
  pairSwissRound({ round, seed, standings, history, participants });
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

if (require.main === module) {
  benchPairing()
    .then((rows) => record('pairing', rows))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
