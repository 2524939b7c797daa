import {
  ApiProcess,
  EmbeddedStore,
  embeddedStore,
  freePort,
  onDatabase,
  seedEvent,
  spawnApi,
  staffLogin,
  waitReady,
} from '@taikai/testkit';
import { ReportJob, roundOneJobs, runJobs, sendReport } from './support';

/**
 * kill -9 of the API in the middle of a result storm. Every report the server acknowledged
 * (HTTP 200 with data) must survive, none twice; after a restart, the players' retries (same
 * request keys) store the rest exactly once. On the default product: the embedded PostgreSQL, which
 * the killed process leaves running and the next start takes over.
 */
describe('kill -9 during a result storm', () => {
  let database: EmbeddedStore;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = embeddedStore();
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.drop();
  });

  it('keeps every acknowledged report exactly once, and the retries complete the round', async () => {
    const port = await freePort();
    api = spawnApi(database.env, port);
    await waitReady(api);
    const staff = await staffLogin(api.url);
    const event = await seedEvent(database.url(), 1200);
    const jobs = await roundOneJobs(api, database.url(), event, staff);
    expect(jobs).toHaveLength(1200);

    const acked = new Set<ReportJob>();
    const failed: string[] = [];
    let killedAt = 0;
    const victim = api;
    // Kill once a third of the reports are acknowledged, while requests are in flight.
    const storm = runJobs(
      jobs,
      24,
      async (job) => {
        const result = await sendReport(victim.url, job, 10000);
        if (result.acked) acked.add(job);
        else failed.push(result.error ?? '');
        if (!killedAt && acked.size >= jobs.length / 3) {
          killedAt = acked.size;
          victim.child.kill('SIGKILL');
        }
      },
      () => killedAt > 0 && failed.length > 50,
    );
    await storm;
    await victim.exited;
    expect(killedAt).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);

    // Before anyone retries: every acknowledged report is stored, once.
    const stored = await storedReports(database.url(), event.eventId);
    for (const job of acked) expect(stored.get(`${job.playerId}|${job.requestKey}`)).toBe(1);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    const unacknowledgedButStored = stored.size - acked.size;

    api = spawnApi(database.env, port);
    await waitReady(api);
    expect(api.output()).toMatch(/left running by an earlier Taikai/);
    // Every player retries what they are not sure of (and some what they are): same request keys.
    const retried: string[] = [];
    await runJobs(jobs, 16, async (job) => {
      const result = await sendReport(api!.url, job);
      if (!result.acked) retried.push(result.error ?? '');
    });
    expect(retried).toEqual([]);

    const after = await storedReports(database.url(), event.eventId);
    expect(after.size).toBe(jobs.length);
    expect([...after.values()].every((count) => count === 1)).toBe(true);
    await onDatabase(database.url(), async (client) => {
      const matches = await client.query(
        `SELECT count(*) FILTER (WHERE m.status = 'FINAL') AS final, count(*) AS all FROM "Match" m JOIN "Round" r ON r.id = m."roundId" WHERE r."eventId" = $1 AND m."player2Id" IS NOT NULL`,
        [event.eventId],
      );
      expect(Number(matches.rows[0].final)).toBe(jobs.length / 2);
      const audited = await client.query(`SELECT count(*) FROM "AuditEntry" WHERE "eventId" = $1 AND action = 'result.report'`, [
        event.eventId,
      ]);
      expect(Number(audited.rows[0].count)).toBe(jobs.length);
    });
    console.log(
      `storm crash: killed after ${killedAt} acknowledged reports; ${acked.size} acknowledged in all, ${unacknowledgedButStored} more were committed without an answer; ` +
        `${failed.length} requests failed; after restart and retries: ${after.size} reports, each once`,
    );
  });
});

async function storedReports(url: string, eventId: string): Promise<Map<string, number>> {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query(
      `SELECT rr."playerId", rr."requestKey", count(*)::int AS n FROM "ResultReport" rr JOIN "Player" p ON p.id = rr."playerId" WHERE p."eventId" = $1 GROUP BY 1, 2`,
      [eventId],
    );
    return new Map(rows.map((row) => [`${row.playerId}|${row.requestKey}`, row.n]));
  });
}
