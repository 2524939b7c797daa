/**
 * Team pairing through the API (issue 29): `pairNextRound` over GraphQL for a trios event of 1,000
 * teams (3,000 players) seeded in SQL, rounds 1 to 5, each round's seat results then finished in SQL
 * (the team matches rolled up as the API rolls them up). The time is the GraphQL call as the client
 * sees it: loading the event, team standings, the team Swiss pairing, storing 1,500 team matches and
 * 4,500 seat matches and the audit entry. Beside it, in the same run: the API process's CPU time,
 * and the engine alone (team standings and the team Swiss pairing, same history and seed).
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { MAGIC, pairTeamSwissRound } from '@taikai/engine';
import type { TeamMatchResult } from '@taikai/engine';
import { createStore, gql, loadAverage, onDatabase, seedEvent, staffLogin, startApi, StoreKind } from '@taikai/testkit';
import { record, Row } from './lib/report';

const TEAMS = 1000;
const SEATS = ['A', 'B', 'C'] as const;
const ROUNDS = 5;
const TARGET_MS = 1000;

export async function benchTeamPairing(kind: StoreKind = 'embedded'): Promise<Row[]> {
  const store = await createStore(kind);
  const api = await startApi(store.env);
  try {
    const databaseUrl = store.url();
    const staff = await staffLogin(api.url);
    // Warm-up: a small team event paired once, so the measured calls do not pay for JIT first.
    const warm = await seedTeamEvent(databaseUrl, 16, 'warm-up teams');
    await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: warm }, staff);

    const eventId = await seedTeamEvent(databaseUrl, TEAMS, `Bench ${TEAMS} teams`);
    const times: number[] = [];
    const cpu: number[] = [];
    const engineCpu: number[] = [];
    const loads: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const history = await teamHistory(databaseUrl, eventId);
      const cpuBefore = api.cpuMs();
      const started = performance.now();
      const paired = await gql(api.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number seed } }', { e: eventId }, staff);
      times.push(performance.now() - started);
      cpu.push(api.cpuMs() - cpuBefore);
      engineCpu.push(engineAlone(history, round, paired.pairNextRound.seed));
      loads.push(loadAverage());
      if (paired.pairNextRound.number !== round) throw new Error(`paired round ${paired.pairNextRound.number}`);
      await finishRound(databaseUrl, paired.pairNextRound.id);
    }
    console.log(
      `team pairing ${TEAMS} teams of 3, rounds 1–${ROUNDS}, ${store.label}: ${times.map((t) => t.toFixed(0)).join(', ')} ms; ` +
        `API CPU ${cpu.map((t) => t.toFixed(0)).join(', ')} ms; engine alone ${engineCpu.map((t) => t.toFixed(0)).join(', ')} ms of CPU; load ${loads.join(' | ')}`,
    );
    const worst = Math.max(...times);
    return [
      {
        benchmark: `pairNextRound, trios, ${TEAMS.toLocaleString('en')} teams (${(TEAMS * 3).toLocaleString('en')} players), rounds 1–${ROUNDS}, ${store.label}`,
        result: `slowest ${worst.toFixed(0)} ms (rounds: ${times.map((t) => t.toFixed(0)).join(', ')} ms); API CPU ${cpu.map((t) => t.toFixed(0)).join(', ')} ms; engine alone ${engineCpu.map((t) => t.toFixed(0)).join(', ')} ms of CPU`,
        target: `≤ ${TARGET_MS / 1000} s`,
        met: worst <= TARGET_MS,
        load: loads.at(-1)!,
      },
    ];
  } finally {
    await api.stop();
    await api.exited;
    await store.drop();
  }
}

/** The event's teams and their final team matches, as the engine takes them. */
async function teamHistory(url: string, eventId: string): Promise<{ teams: { id: string }[]; results: TeamMatchResult[] }> {
  return onDatabase(url, async (client) => {
    const teams = (await client.query('SELECT id FROM "Team" WHERE "eventId" = $1 ORDER BY name', [eventId])).rows as { id: string }[];
    const { rows } = await client.query(
      `SELECT r.number AS round, tm."team1Id" AS team1, tm."team2Id" AS team2, tm.outcome
       FROM "TeamMatch" tm JOIN "Round" r ON r.id = tm."roundId" WHERE r."eventId" = $1 AND tm.status = 'FINAL'`,
      [eventId],
    );
    const results = rows.map((row): TeamMatchResult =>
      row.team2 === null
        ? { round: row.round, team1: row.team1, team2: null }
        : {
            round: row.round,
            team1: row.team1,
            team2: row.team2,
            outcome: row.outcome === 'TEAM1' ? 'team1' : row.outcome === 'TEAM2' ? 'team2' : 'draw',
          },
    );
    return { teams, results };
  });
}

/** The engine on the history the API was given, with the API's seed: its CPU time (ms). */
function engineAlone(history: { teams: { id: string }[]; results: TeamMatchResult[] }, round: number, seed: string): number {
  const started = process.cpuUsage();
  pairTeamSwissRound({ round, seed, teams: history.teams, results: history.results, profile: MAGIC });
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** A trios event of `teams` complete teams (seats A, B, C in registration order), registration closed. */
async function seedTeamEvent(url: string, teams: number, name: string): Promise<string> {
  const event = await seedEvent(url, teams * SEATS.length, name);
  const teamIds = Array.from({ length: teams }, () => randomUUID());
  await onDatabase(url, async (client) => {
    await client.query(`UPDATE "Event" SET "teamFormat" = 'magic-trios' WHERE id = $1`, [event.eventId]);
    await client.query(
      `INSERT INTO "Team" (id, "eventId", name, "joinCode")
       SELECT team.id, $1, 'Team ' || team.n, 'T' || lpad(team.n::text, 5, '0')
       FROM unnest($2::uuid[]) WITH ORDINALITY AS team(id, n)`,
      [event.eventId, teamIds],
    );
    await client.query(
      `UPDATE "Player" SET "teamId" = member."teamId", "teamSeat" = member.seat
       FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS member("playerId", "teamId", seat)
       WHERE "Player".id = member."playerId"`,
      [
        event.playerIds,
        event.playerIds.map((_, i) => teamIds[Math.floor(i / SEATS.length)]),
        event.playerIds.map((_, i) => SEATS[i % SEATS.length]),
      ],
    );
  });
  return event.eventId;
}

/**
 * Every seat match of the round final (player 1 wins at odd tables, player 2 at even ones: team
 * matches end 2–1 either way), and each team match FINAL with the outcome its seats give.
 */
async function finishRound(url: string, roundId: string): Promise<void> {
  await onDatabase(url, async (client) => {
    await client.query(
      `UPDATE "Match" SET status = 'FINAL',
         "player1Wins" = CASE WHEN "player2Id" IS NULL OR "table" % 2 = 1 THEN 2 ELSE 0 END,
         "player2Wins" = CASE WHEN "player2Id" IS NULL OR "table" % 2 = 1 THEN 0 ELSE 2 END
       WHERE "roundId" = $1`,
      [roundId],
    );
    await client.query(
      `UPDATE "TeamMatch" tm SET status = 'FINAL', outcome = CASE
           WHEN tm."team2Id" IS NULL THEN 'TEAM1'::"TeamMatchOutcome"
           WHEN seats.team1 > seats.team2 THEN 'TEAM1'::"TeamMatchOutcome"
           WHEN seats.team2 > seats.team1 THEN 'TEAM2'::"TeamMatchOutcome"
           ELSE 'DRAW'::"TeamMatchOutcome" END
       FROM (SELECT "teamMatchId",
                    count(*) FILTER (WHERE "player1Wins" > "player2Wins") AS team1,
                    count(*) FILTER (WHERE "player2Wins" > "player1Wins") AS team2
             FROM "Match" WHERE "roundId" = $1 GROUP BY "teamMatchId") seats
       WHERE tm.id = seats."teamMatchId"`,
      [roundId],
    );
  });
}

if (require.main === module) {
  benchTeamPairing()
    .then((rows) => record('team-pairing', rows))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
