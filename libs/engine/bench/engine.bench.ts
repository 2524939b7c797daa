/**
 * Engine benchmark: Swiss pairing at 64 to 10,000 players after 8 rounds, compared with
 * tournament-organizer v4 on the same histories, and standings for 10,000 players x 15 rounds.
 * Run from libs/engine: `npx tsx bench/engine.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MatchRecord, Participant, PlayerId } from '../src/model';
import { pairingHistory, pairingMetrics, PairingMetrics, pairSwissRound, RankedPlayer, seededRandom } from '../src/pairing';
import type { Random } from '../src/pairing';
import { MAGIC } from '../src/profiles';
import { computeStandings } from '../src/standings';

const PAIRING_SIZES = [64, 512, 2048, 10_000];
const ROUNDS_PLAYED = 8;
const STANDINGS_PLAYERS = 10_000;
const STANDINGS_ROUNDS = 15;
const RUNS = 7;
const TOURNAMENT_ORGANIZER_TIMEOUT_MS = 120_000;

interface Event {
  participants: Participant[];
  history: MatchRecord[];
}

function ranked(event: Event, round: number): RankedPlayer[] {
  const matches = event.history.filter((m) => m.round < round);
  return computeStandings(event.participants, matches, MAGIC)
    .filter((row) => !row.dropped)
    .map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
}

/**
 * A match result: mostly decisive, some drawn, some intentional draws near the top late on.
 * Records are built by one object literal, as the API builds them from database rows: the same
 * object shape for every record.
 */
function playMatch(
  round: number,
  player1: PlayerId,
  player2: PlayerId | null,
  table: number,
  tables: number,
  lastRound: number,
  random: Random,
): MatchRecord {
  const record = (player1Wins: number, player2Wins: number, draws: number): MatchRecord => ({
    round,
    player1,
    player2,
    player1Wins,
    player2Wins,
    draws,
  });
  if (player2 === null) return record(2, 0, 0);
  const lateTopTable = round >= lastRound - 2 && table <= Math.max(1, tables * 0.05);
  const r = random();
  if ((lateTopTable && r < 0.5) || r < 0.03) return record(0, 0, 3);
  if (r < 0.06) return record(1, 1, 1);
  const close = random() < 0.4;
  return r < 0.53 ? record(2, close ? 1 : 0, 0) : record(close ? 1 : 0, 2, 0);
}

/** Plays `rounds` rounds, paired by the engine, with ~3% drops per round, awarded byes and late entries. */
function simulate(players: number, rounds: number, seed: string): Event {
  const random = seededRandom(seed);
  const participants: Participant[] = Array.from({ length: players }, (_, i) => {
    const awardedByes = random() < 0.01 ? 1 + Math.floor(random() * 2) : 0;
    return awardedByes > 0 ? { id: `p${i}`, awardedByes } : { id: `p${i}` };
  });
  const lateEntries = new Set(participants.filter(() => random() < 0.005).map((p) => p.id));
  const event: Event = { participants: participants.filter((p) => !lateEntries.has(p.id)), history: [] };
  for (let round = 1; round <= rounds; round++) {
    if (round === 2) event.participants.push(...participants.filter((p) => lateEntries.has(p.id)));
    const { pairings } = pairSwissRound({
      round,
      seed: `${seed}/r${round}`,
      standings: round === 1 ? [] : ranked(event, round),
      history: event.history,
      participants: event.participants,
    });
    for (const p of pairings) {
      event.history.push(playMatch(round, p.player1, p.player2, p.table ?? 0, pairings.length, rounds, random));
    }
    event.participants = event.participants.map((p) => (!p.dropped && random() < 0.03 ? { ...p, dropped: true } : p));
  }
  return event;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

interface OtherResult {
  ms: number;
  pairings: { player1: PlayerId; player2: PlayerId | null }[];
}

function runTournamentOrganizer(event: Event): Promise<OtherResult | string> {
  return new Promise((resolve) => {
    const worker = new Worker(join(__dirname, 'tournament-organizer.worker.mjs'), {
      workerData: {
        playerIds: event.participants.map((p) => p.id),
        droppedIds: event.participants.filter((p) => p.dropped).map((p) => p.id),
        matches: event.history,
        roundsPlayed: ROUNDS_PLAYED,
      },
      resourceLimits: { maxOldGenerationSizeMb: 8192 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(`stopped after ${TOURNAMENT_ORGANIZER_TIMEOUT_MS / 1000} s`);
    }, TOURNAMENT_ORGANIZER_TIMEOUT_MS);
    worker.once('message', (message: OtherResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve(`failed: ${error.message}`);
    });
  });
}

interface Row {
  players: number;
  active: number;
  ours: { ms: number; metrics: PairingMetrics; byes: number; repeatedByes: number };
  other: { ms: number; metrics: PairingMetrics; byes: number; repeatedByes: number } | string;
}

function byeCounts(
  pairings: readonly { player1: PlayerId; player2: PlayerId | null }[],
  event: Event,
): { byes: number; repeatedByes: number } {
  const history = pairingHistory(event.history, ROUNDS_PLAYED + 1);
  const byes = pairings.filter((p) => p.player2 === null);
  return { byes: byes.length, repeatedByes: byes.filter((p) => (history.byes.get(p.player1) ?? 0) > 0).length };
}

async function benchPairing(players: number): Promise<Row> {
  const event = simulate(players, ROUNDS_PLAYED, `bench-${players}`);
  const round = ROUNDS_PLAYED + 1;
  const standings = ranked(event, round);
  const request = { round, standings, history: event.history, participants: event.participants };
  const runs = Array.from({ length: RUNS }, (_, i) => time(() => pairSwissRound({ ...request, seed: `run-${i}` })));
  const { result } = runs[0];
  const points = new Map(standings.map((s) => [s.id, s.matchPoints]));
  const history = pairingHistory(event.history, round);
  const other = await runTournamentOrganizer(event);
  return {
    players,
    active: standings.length,
    ours: { ms: median(runs.map((r) => r.ms)), metrics: result.metrics, ...byeCounts(result.pairings, event) },
    other:
      typeof other === 'string'
        ? other
        : { ms: other.ms, metrics: pairingMetrics(other.pairings, points, history), ...byeCounts(other.pairings, event) },
  };
}

function benchStandings(): { ms: number; matches: number } {
  const event = simulate(STANDINGS_PLAYERS, STANDINGS_ROUNDS, 'bench-standings');
  const runs = Array.from({ length: RUNS }, () => time(() => computeStandings(event.participants, event.history, MAGIC)).ms);
  return { ms: median(runs), matches: event.history.length };
}

const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const quality = (m: PairingMetrics, byes: number, repeated: number): string =>
  `${m.rematches} | ${m.pairDowns} | ${m.maxPointGap} | ${m.squaredPointGaps} | ${m.totalPointGap} | ${byes} (${repeated})`;

async function main(): Promise<void> {
  // ENGINE_BENCH=standings measures only the standings (seconds instead of minutes).
  const standingsOnly = process.env.ENGINE_BENCH === 'standings';
  console.log(`# Engine benchmark (node ${process.version}, ${RUNS} runs, median)\n`);
  console.log(`Pairing round ${ROUNDS_PLAYED + 1} after ${ROUNDS_PLAYED} simulated rounds.\n`);
  console.log('| Players (active) | Program | Time (ms) | Rematches | Pair-downs | Max gap | Squared gaps | Total gap | Byes (repeated) |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const players of standingsOnly ? [] : PAIRING_SIZES) {
    const row = await benchPairing(players);
    const label = `${row.players.toLocaleString('en')} (${row.active.toLocaleString('en')})`;
    console.log(`| ${label} | Taikai | ${ms(row.ours.ms)} | ${quality(row.ours.metrics, row.ours.byes, row.ours.repeatedByes)} |`);
    if (typeof row.other === 'string') {
      console.log(`| ${label} | tournament-organizer 4.1.1 | ${row.other} | – | – | – | – | – | – |`);
    } else {
      console.log(
        `| ${label} | tournament-organizer 4.1.1 | ${ms(row.other.ms)} | ${quality(row.other.metrics, row.other.byes, row.other.repeatedByes)} |`,
      );
    }
  }
  const standings = benchStandings();
  console.log(
    `\nStandings: ${STANDINGS_PLAYERS.toLocaleString('en')} players x ${STANDINGS_ROUNDS} rounds (${standings.matches.toLocaleString('en')} matches): ${ms(standings.ms)} ms (median of ${RUNS}).`,
  );
}

void main();
