import { ApiProcess, EmbeddedStore, embeddedStore, onDatabase, post, seedEvent, sleep, staffLogin, startApi } from '@taikai/testkit';
import { REPORT, roundOneJobs, sendReport } from './support';

/**
 * A staff correction (recordResult) racing a player's report on the same match, 40 times, each
 * order 20 times. Both calls are in flight together, queued on the match row, which the test
 * holds locked until both wait for it: they then reach it in the order they were sent. The match
 * ends with one outcome (staff's score, whichever came first), and the audit log holds both calls
 * in the order they committed. When staff come first the player's report is refused
 * (MATCH_ALREADY_FINAL) and logged as refused, with its score.
 */
const RACES = 40;
const RECORD = 'mutation($m: ID!, $i: ResultInput!) { recordResult(matchId: $m, input: $i) { id status player1Wins player2Wins } }';

describe('a staff correction racing a player report', () => {
  let database: EmbeddedStore;
  let api: ApiProcess;

  beforeAll(async () => {
    database = embeddedStore();
    api = await startApi(database.env);
  });
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  /** Calls waiting for a row lock in the database (only this test's calls are running). */
  async function waitUntilWaiting(count: number) {
    await onDatabase(database.url(), async (probe) => {
      for (const deadline = Date.now() + 10_000; ; await sleep(10)) {
        const { rows } = await probe.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].waiting >= count) return;
        if (Date.now() > deadline) throw new Error(`only ${rows[0].waiting} of ${count} calls reached the match row`);
      }
    });
  }

  /** Sends the calls in this order, each once the previous one waits for the locked match row, then lets them go. */
  async function inOrder<T>(matchId: string, calls: (() => Promise<T>)[]): Promise<T[]> {
    return onDatabase(database.url(), async (gate) => {
      await gate.query('BEGIN');
      await gate.query('SELECT id FROM "Match" WHERE id = $1 FOR UPDATE', [matchId]);
      const sent: Promise<T>[] = [];
      try {
        for (const call of calls) {
          sent.push(call());
          await waitUntilWaiting(sent.length);
        }
      } finally {
        await gate.query('COMMIT');
      }
      return Promise.all(sent);
    });
  }

  it('ends each match with one outcome, with both calls in the audit log, in either order', async () => {
    const staff = await staffLogin(api.url);
    const event = await seedEvent(database.url(), RACES * 2);
    const jobs = await roundOneJobs(api, database.url(), event, staff);
    const orders = { playerFirst: 0, staffFirst: 0 };

    for (let i = 0; i < RACES; i++) {
      const [first, second] = [jobs[2 * i], jobs[2 * i + 1]];
      const agreed = { player1Wins: 2, player2Wins: 0, draws: 0 };
      const correction = { player1Wins: 0, player2Wins: 2, draws: 0 };
      expect((await sendReport(api.url, { ...first, score: agreed })).acked).toBe(true);
      // Both at once: the opponent confirms 2-0 while staff correct it to 0-2; the player first in even races.
      const playerFirst = i % 2 === 0;
      const sendPlayer = () =>
        post(
          api.url,
          JSON.stringify({ query: REPORT, variables: { m: second.matchId, i: { ...agreed, drop: false, requestKey: second.requestKey } } }),
          second.token,
        );
      const sendStaff = () => post(api.url, JSON.stringify({ query: RECORD, variables: { m: second.matchId, i: correction } }), staff);
      const answers = await inOrder(second.matchId, playerFirst ? [sendPlayer, sendStaff] : [sendStaff, sendPlayer]);
      const [player, staffCall] = playerFirst ? answers : [answers[1], answers[0]];
      expect(staffCall.body.errors).toBeUndefined();
      const playerAccepted = !player.body.errors;
      expect(playerAccepted).toBe(playerFirst);
      if (!playerAccepted) expect(player.body.errors[0].extensions.code).toBe('MATCH_ALREADY_FINAL');

      await onDatabase(database.url(), async (client) => {
        const match = (
          await client.query(`SELECT status, "player1Wins", "player2Wins", draws FROM "Match" WHERE id = $1`, [second.matchId])
        ).rows[0];
        // One outcome: staff's score, final.
        expect(match).toEqual({ status: 'FINAL', ...correction });
        const reports = (await client.query(`SELECT id FROM "ResultReport" WHERE "matchId" = $1`, [second.matchId])).rows;
        const log = (
          await client.query(
            `SELECT action, "actorKind", before, after FROM "AuditEntry" WHERE "eventId" = $1 AND ("entityId" = $2 OR "entityId" = ANY($3::text[])) ORDER BY id`,
            [event.eventId, second.matchId, reports.map((r) => r.id)],
          )
        ).rows;
        const actions = log.map((entry) => `${entry.actorKind}:${entry.action}`);
        if (playerAccepted) {
          orders.playerFirst++;
          expect(reports).toHaveLength(2);
          expect(actions).toEqual([
            'player:result.report',
            'player:match.reported',
            'player:result.report',
            'player:match.final',
            'staff:result.correct',
          ]);
          expect(log[4].before).toMatchObject({ status: 'FINAL', ...agreed });
        } else {
          orders.staffFirst++;
          expect(reports).toHaveLength(1);
          expect(actions).toEqual(['player:result.report', 'player:match.reported', 'staff:result.record', 'player:result.report.refused']);
          expect(log[2].before).toMatchObject({ status: 'REPORTED' });
          expect(log[3].before).toMatchObject({ status: 'FINAL', ...correction });
          expect(log[3].after).toMatchObject({ ...agreed, requestKey: second.requestKey, refusedBecause: 'MATCH_ALREADY_FINAL' });
        }
        // The last change logged is the match's state.
        expect(log.filter((entry) => entry.action !== 'result.report.refused').at(-1).after).toMatchObject({
          status: 'FINAL',
          ...correction,
        });
      });
    }
    expect(orders).toEqual({ playerFirst: RACES / 2, staffFirst: RACES / 2 });
  });
});
