import {
  ApiProcess,
  EmbeddedStore,
  embeddedStore,
  freePort,
  gql,
  onDatabase,
  post,
  seedEvent,
  seedHistory,
  sleep,
  spawnApi,
  staffLogin,
  waitReady,
} from '@taikai/testkit';

/**
 * kill -9 of the API while it pairs round 9 of a 10,000-player event: the round is stored in one
 * transaction, so a crash at any point of it leaves no trace (no round, no match, no audit entry,
 * the previous round still open), and pairing again after the restart works.
 */
const PLAYERS = 10_000;
/** When to kill: once the transaction is open (plus a delay), or once it is writing the matches. */
const KILL_POINTS: { label: string; delay: number; query?: RegExp }[] = [
  { label: 'as the event lock is taken', delay: 0 },
  { label: '300 ms into the transaction (loading, pairing)', delay: 300 },
  {
    label: 'while the round and its matches are being written',
    delay: 0,
    query: /INSERT INTO "Match"|INSERT INTO "AuditEntry"|INSERT INTO "public"."AuditEntry"/,
  },
];

describe('kill -9 during pairNextRound of a 10,000-player event', () => {
  let database: EmbeddedStore;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = embeddedStore();
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.drop();
  });

  it('leaves no partial round, whenever the process dies', async () => {
    const port = await freePort();
    api = spawnApi(database.env, port);
    await waitReady(api);
    const event = await seedEvent(database.url(), PLAYERS);
    await seedHistory(database.url(), event, 8, 'reliability');
    const outcomes: string[] = [];

    for (const { label, delay, query } of KILL_POINTS) {
      const staff = await staffLogin(api.url);
      const victim = api;
      const pairing = post(
        victim.url,
        JSON.stringify({ query: 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number } }', variables: { e: event.eventId } }),
        staff,
      ).then(
        (response) => ({ answered: true, response }),
        (error: Error) => ({ answered: false, error: error.message }),
      );
      // Wait until the server's pairing transaction is open in PostgreSQL, then a little more.
      const inTransaction = await waitForOpenTransaction(database, query);
      await sleep(delay);
      victim.child.kill('SIGKILL');
      const result = await pairing;
      await victim.exited;
      const state = await roundState(database.url(), event.eventId);
      if (result.answered && 'response' in result && result.response.body.data?.pairNextRound) {
        // The pairing finished before the kill: it must be whole. (Not expected at these delays.)
        outcomes.push(`${label}: finished before the kill`);
        expect(state.round9).toBe(1);
        break;
      }
      outcomes.push(`${label} (seen: ${inTransaction}): killed, no answer`);
      expect(state).toEqual({ round9: 0, round9Matches: 0, pairAudits: 0, round8Open: 1, totalRounds: 8 });
      api = spawnApi(database.env, port);
      await waitReady(api);
    }

    // After the crashes, pairing round 9 works once and completely.
    const staff = await staffLogin(api!.url);
    const state = await roundState(database.url(), event.eventId);
    if (state.round9 === 0) {
      const paired = await gql(api!.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number } }', { e: event.eventId }, staff);
      expect(paired.pairNextRound.number).toBe(9);
    }
    const final = await roundState(database.url(), event.eventId);
    expect(final).toMatchObject({ round9: 1, pairAudits: 1, round8Open: 0, totalRounds: 9 });
    expect(final.round9Matches).toBeGreaterThan(3000);
    console.log(`pairing crash:\n  ${outcomes.join('\n  ')}\n  then paired round 9 whole: ${final.round9Matches} matches`);
  });
});

async function waitForOpenTransaction(database: EmbeddedStore, query?: RegExp, timeoutMs = 60000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const rows = await onDatabase(
      database.url().replace(/\/[^/]+$/, '/postgres'),
      async (client) =>
        (
          await client.query(
            // A transaction of several statements: idle in it, or running a statement begun after it.
            `SELECT state, left(query, 60) AS query FROM pg_stat_activity
           WHERE datname = $1 AND pid <> pg_backend_pid() AND xact_start IS NOT NULL AND (state = 'idle in transaction' OR query_start > xact_start)`,
            [database.name],
          )
        ).rows,
    );
    const row = rows.find((r) => !query || query.test(r.query));
    if (row) return `${row.state}: ${row.query}`;
    await sleep(query ? 1 : 5);
  }
  throw new Error('the pairing transaction never opened');
}

async function roundState(url: string, eventId: string) {
  return onDatabase(url, async (client) => {
    const one = async (sql: string) => Number((await client.query(sql, [eventId])).rows[0].n);
    return {
      round9: await one(`SELECT count(*) AS n FROM "Round" WHERE "eventId" = $1 AND number = 9`),
      round9Matches: await one(
        `SELECT count(*) AS n FROM "Match" m JOIN "Round" r ON r.id = m."roundId" WHERE r."eventId" = $1 AND r.number = 9`,
      ),
      pairAudits: await one(`SELECT count(*) AS n FROM "AuditEntry" WHERE "eventId" = $1 AND action = 'round.pair'`),
      round8Open: await one(`SELECT count(*) AS n FROM "Round" WHERE "eventId" = $1 AND number = 8 AND "closedAt" IS NULL`),
      totalRounds: await one(`SELECT count(*) AS n FROM "Round" WHERE "eventId" = $1`),
    };
  });
}
