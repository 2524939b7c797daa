import { Client } from 'pg';
import { freePort, graphql, Product, spawnProduct, waitForGraphQL } from '@taikai/testkit';

/**
 * What a venue does to the default product (`npm start`, no settings: the embedded PostgreSQL):
 * idle staff, a whole room joining and reporting at once, a judge at work meanwhile, and the
 * laptop's process killed in the middle of it.
 */
const ADMIN = { email: 'organizer@example.com', password: 'organizer password 1' };
const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id status } }';
const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id } player2 { id } } } }';

interface Paired {
  eventId: string;
  matches: { id: string; player1: { id: string }; player2: { id: string } | null }[];
  codes: Map<string, string>;
}

async function must<T = any>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const result = await graphql<T>(url, query, variables, token);
  if (!result.data || result.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

async function start(env: Record<string, string> = {}, dataDir?: string): Promise<Product> {
  const server = spawnProduct(
    { PORT: String(await freePort()), TAIKAI_ADMIN_EMAIL: ADMIN.email, TAIKAI_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', ...env },
    dataDir,
  );
  await waitForGraphQL(server);
  return server;
}

async function staffToken(url: string): Promise<string> {
  return (await must(url, LOGIN, { e: ADMIN.email, p: ADMIN.password })).login.token;
}

/** An event of `count` players imported at the desk, round 1 paired and published. */
async function pairedEvent(url: string, staff: string, count: number, enforcementLevel = 'COMPETITIVE'): Promise<Paired> {
  const eventId = (
    await must(url, 'mutation($i: EventInput!) { createEvent(input: $i) { id } }', { i: { name: '渋谷 Friday', enforcementLevel } }, staff)
  ).createEvent.id;
  const csv = ['name', ...Array.from({ length: count }, (_, i) => `選手 ${i + 1}`)].join('\n');
  const imported = (
    await must(
      url,
      'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id accessCode } } }',
      { e: eventId, c: csv },
      staff,
    )
  ).importPlayers;
  const round = (await must(url, PAIR, { e: eventId }, staff)).pairNextRound;
  await must(url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, staff);
  return { eventId, matches: round.matches, codes: new Map(imported.created.map((p: any) => [p.id, p.accessCode])) };
}

function playerLogin(url: string, eventId: string, code: string) {
  return graphql(url, 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', { e: eventId, c: code });
}

/** One report job per seat of a real match: both players report the same score. */
function reportJobs(paired: Paired) {
  return paired.matches
    .filter((m) => m.player2)
    .flatMap((m, i) => {
      const score = i % 2 ? { player1Wins: 2, player2Wins: 1, draws: 0 } : { player1Wins: 0, player2Wins: 2, draws: 0 };
      return [m.player1.id, m.player2!.id].map((playerId) => ({ matchId: m.id, playerId, requestKey: `venue-${playerId}`, score }));
    });
}

describe('a venue on the default configuration (embedded PostgreSQL)', () => {
  let server: Product;
  afterEach(() => server?.close());

  it('serves a signed-in organizer who was idle past the pool idle timeout, and four parallel requests after it', async () => {
    server = await start({ DATABASE_IDLE_TIMEOUT_SECONDS: '1' });
    const staff = await staffToken(server.url);
    const eventId = (await must(server.url, 'mutation { createEvent(input: { name: "Idle" }) { id } }', {}, staff)).createEvent.id;
    // Past the idle timeout (the pool closes its connections) and the 5 s token-version cache.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    const answers = await Promise.all([
      graphql(server.url, 'query($e: ID!) { event(id: $e) { name } }', { e: eventId }, staff),
      graphql(server.url, 'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "A" }) { id } }', { e: eventId }, staff),
      graphql(server.url, 'mutation($e: ID!) { registerPlayer(eventId: $e, input: { name: "B" }) { id } }', { e: eventId }, staff),
      graphql(server.url, '{ events { id } }', {}, staff),
    ]);
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    expect(server.output()).not.toMatch(/already exists|INTERNAL_ERROR/);
  });

  it('takes 50 players joining and reporting at once while a judge logs an infraction', async () => {
    server = await start();
    const staff = await staffToken(server.url);
    const paired = await pairedEvent(server.url, staff, 50);
    const logins = await Promise.all(
      [...paired.codes].map(async ([playerId, code]) => [playerId, await playerLogin(server.url, paired.eventId, code)] as const),
    );
    expect(logins.flatMap(([, login]) => login.errors ?? [])).toEqual([]);
    const tokens = new Map(logins.map(([playerId, login]) => [playerId, login.data.playerLogin.token as string]));

    const jobs = reportJobs(paired);
    const offender = paired.matches[0].player1.id;
    const [reports, infraction] = await Promise.all([
      Promise.all(
        jobs.map((job) =>
          graphql(
            server.url,
            REPORT,
            { m: job.matchId, i: { ...job.score, drop: false, requestKey: job.requestKey } },
            tokens.get(job.playerId),
          ),
        ),
      ),
      graphql(
        server.url,
        'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { status penalty } }',
        {
          e: paired.eventId,
          i: { playerId: offender, infraction: 'GPE-GRV', description: 'Looked at an extra card' },
        },
        staff,
      ),
    ]);
    expect(reports.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(infraction.errors).toBeUndefined();
    expect(infraction.data.logInfraction).toEqual({ status: 'APPLIED', penalty: 'WARNING' });
    const matches = (
      await must(
        server.url,
        'query($e: ID!) { matches(eventId: $e, statuses: [PENDING, REPORTED, DISPUTED, FINAL]) { status } }',
        { e: paired.eventId },
        staff,
      )
    ).matches;
    expect(matches.map((m: any) => m.status)).toEqual(Array(25).fill('FINAL'));
  });

  it('keeps every acknowledged report exactly once when the process is killed mid-storm, and restarts on the same data', async () => {
    server = await start();
    let staff = await staffToken(server.url);
    const paired = await pairedEvent(server.url, staff, 120);
    const tokens = new Map<string, string>();
    for (const [playerId, code] of paired.codes)
      tokens.set(playerId, (await playerLogin(server.url, paired.eventId, code)).data.playerLogin.token);
    const jobs = reportJobs(paired);

    const acked = new Set<(typeof jobs)[number]>();
    let next = 0;
    let killed = false;
    const send = async (url: string, job: (typeof jobs)[number]) => {
      const answer = await graphql(
        url,
        REPORT,
        { m: job.matchId, i: { ...job.score, drop: false, requestKey: job.requestKey } },
        tokens.get(job.playerId),
      ).catch(() => undefined);
      if (answer?.data?.reportResult) acked.add(job);
    };
    const reporters = Array.from({ length: 6 }, async () => {
      while (!killed && next < jobs.length) await send(server.url, jobs[next++]);
    });
    while (acked.size < jobs.length / 3) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(reporters);
    expect(acked.size).toBeLessThan(jobs.length);

    // The killed process left its PostgreSQL running; the next start stops it and carries on.
    const dataDir = server.dataDir;
    server = await start({ LOG_LEVEL: 'log' }, dataDir);
    expect(server.output()).toMatch(/left running by an earlier Taikai/);
    const client = new Client({ connectionString: server.databaseUrl() });
    await client.connect();
    try {
      const stored = async () =>
        new Map(
          (
            await client.query<{ key: string; n: number }>(
              'SELECT "playerId" || \'/\' || "requestKey" AS key, count(*)::int AS n FROM "ResultReport" GROUP BY 1',
            )
          ).rows.map((r) => [r.key, r.n]),
        );
      const before = await stored();
      for (const job of acked) expect(before.get(`${job.playerId}/${job.requestKey}`)).toBe(1);

      // Phones retry what was not acknowledged, and some retry what was: each is stored once.
      staff = await staffToken(server.url);
      for (const job of jobs) await send(server.url, job);
      expect(acked.size).toBe(jobs.length);
      const after = await stored();
      expect([...after.values()].every((n) => n === 1)).toBe(true);
      expect(after.size).toBe(jobs.length);
    } finally {
      await client.end();
    }
    const matches = (
      await must(
        server.url,
        'query($e: ID!) { matches(eventId: $e, statuses: [PENDING, REPORTED, DISPUTED, FINAL]) { status } }',
        { e: paired.eventId },
        staff,
      )
    ).matches;
    expect(matches.every((m: any) => m.status === 'FINAL')).toBe(true);
  });
});
