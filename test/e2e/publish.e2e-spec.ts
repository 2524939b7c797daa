import { createEmptyDatabase } from '../support/postgres';
import {
  ADMIN,
  freePort,
  gql,
  graphql,
  ServerProcess,
  spawnServer,
  staffLogin,
  startTcpProxy,
  TcpProxy,
  waitForGraphQL,
} from '@taikai/testkit';

/**
 * Issue 28, part 2: a venue server publishes its event to a hosted Taikai through an uplink (a TCP
 * proxy on loopback) that is cut in the middle of a report storm and restored. The venue goes on;
 * afterwards the hosted copy has the venue's standings, the pushes were applied in order and none
 * twice, the copy refuses changes, and the venue's dashboard shows it up to date.
 */
const PLAYERS = 24;
const STANDINGS = `query($e: ID!) { standings(eventId: $e) { rank matchPoints gwExact omwExact ogwExact dropped player { id name } } }`;
const STATUS = 'query($o: ID!) { publishStatus(organizationId: $o) { events { eventId seq ackedSeq upToDate lagSeconds lastError } } }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id } }';

async function signIn(server: ServerProcess): Promise<string> {
  await waitForGraphQL(server);
  return staffLogin(server.url);
}

/** Polls until the condition holds (no fixed sleeps). */
async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a venue publishing to a hosted Taikai through an uplink cut mid-storm', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('the hosted copy catches up exactly: same standings, pushes in order, none twice, read-only, up to date', async () => {
    const env = { TAIKAI_ADMIN_EMAIL: ADMIN.email, TAIKAI_ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };
    const [venueDb, hostedDb] = await Promise.all([createEmptyDatabase(), createEmptyDatabase()]);
    cleanups.push(
      () => venueDb.drop(),
      () => hostedDb.drop(),
    );
    const hostedPort = await freePort();
    const hosted = spawnServer({ ...env, DATABASE_URL: hostedDb.url, PORT: String(hostedPort) });
    cleanups.push(() => hosted.stop());
    const venue = spawnServer({ ...env, DATABASE_URL: venueDb.url, PORT: String(await freePort()), TAIKAI_PUBLISH_POLL_SECONDS: '2' });
    cleanups.push(() => venue.stop());
    const uplink: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: hostedPort });
    cleanups.push(() => uplink.close());
    const [venueToken, hostedToken] = await Promise.all([signIn(venue), signIn(hosted)]);

    const hostedOrganization = (await gql(hosted.url, '{ organizations { id } }', {}, hostedToken)).organizations[0].id;
    const { token } = (
      await gql(
        hosted.url,
        'mutation($o: ID!) { createPublishToken(organizationId: $o, name: "Venue laptop") { token } }',
        { o: hostedOrganization },
        hostedToken,
      )
    ).createPublishToken;
    const organization = (await gql(venue.url, '{ organizations { id } }', {}, venueToken)).organizations[0].id;
    await gql(
      venue.url,
      'mutation($o: ID!, $u: String!, $t: String!) { setPublishLink(organizationId: $o, url: $u, token: $t) { url } }',
      { o: organization, u: uplink.url, t: token },
      venueToken,
    );

    const eventId = (
      await gql(venue.url, 'mutation { createEvent(input: { name: "Publish Open", plannedRounds: 3 }) { id } }', {}, venueToken)
    ).createEvent.id;
    const names = Array.from({ length: PLAYERS }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
    await gql(
      venue.url,
      'mutation($e: ID!, $c: String!) { importPlayers(eventId: $e, csv: $c) { created { id } } }',
      { e: eventId, c: ['name', ...names].join('\n') },
      venueToken,
    );
    const players = (await gql(venue.url, 'query($e: ID!) { players(eventId: $e) { id accessCode } }', { e: eventId }, venueToken)).players;
    const playerTokens = new Map<string, string>();
    for (const player of players)
      playerTokens.set(
        player.id,
        (
          await gql(venue.url, 'mutation($e: ID!, $c: String!) { playerLogin(eventId: $e, accessCode: $c) { token } }', {
            e: eventId,
            c: player.accessCode,
          })
        ).playerLogin.token,
      );

    const pairAndPublish = async () => {
      const round = (
        await gql(
          venue.url,
          'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id } player2 { id } } } }',
          { e: eventId },
          venueToken,
        )
      ).pairNextRound;
      await gql(venue.url, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, venueToken);
      return round.matches.filter((match: any) => match.player2) as { id: string; player1: { id: string }; player2: { id: string } }[];
    };
    // Both players of each match report the same score at once: the round-end storm.
    const storm = (matches: { id: string; player1: { id: string }; player2: { id: string } }[], round: number) =>
      Promise.all(
        matches.flatMap((match, table) =>
          [match.player1.id, match.player2.id].map((playerId) =>
            gql(
              venue.url,
              REPORT,
              {
                m: match.id,
                i: { player1Wins: 2, player2Wins: table % 3 === 0 ? 1 : 0, draws: 0, drop: false, requestKey: `r${round}-${playerId}` },
              },
              playerTokens.get(playerId),
            ),
          ),
        ),
      );
    const statusOf = async () =>
      (await gql(venue.url, STATUS, { o: organization }, venueToken)).publishStatus.events.find((event: any) => event.eventId === eventId);

    const round1 = await pairAndPublish();
    const half = Math.floor(round1.length / 2);
    await storm(round1.slice(0, half), 1);
    // The uplink drops in the middle of the storm; the venue goes on (the rest of round 1, round 2).
    await uplink.cut();
    await storm(round1.slice(half), 1);
    await storm(await pairAndPublish(), 2);
    await waitFor('the venue notices the uplink is down', async () => {
      const status = await statusOf();
      return !status.upToDate && status.lastError !== null;
    });
    expect((await statusOf()).lagSeconds).toBeGreaterThan(0);
    await uplink.restore();

    const venueStandings = await gql(venue.url, STANDINGS, { e: eventId }, venueToken);
    await waitFor('the hosted copy catches up', async () => {
      const hostedStandings = await graphql(hosted.url, STANDINGS, { e: eventId }, hostedToken);
      return JSON.stringify(hostedStandings.data) === JSON.stringify(venueStandings);
    });
    await waitFor('the venue shows the copy up to date', async () => (await statusOf()).upToDate);
    const status = await statusOf();
    expect(status).toMatchObject({ upToDate: true, lagSeconds: 0, lastError: null });
    expect(status.ackedSeq).toBe(status.seq);

    // Applied in order, none twice (the hosted copy's audit log, oldest first).
    const audit = (
      await gql(hosted.url, 'query($e: ID!) { auditLog(eventId: $e, limit: 1000) { id action after } }', { e: eventId }, hostedToken)
    ).auditLog;
    const applied = audit
      .filter((entry: any) => entry.action === 'event.publish.apply')
      .sort((a: any, b: any) => Number(a.id) - Number(b.id))
      .map((entry: any) => entry.after.seq as number);
    expect(applied.length).toBeGreaterThan(1);
    for (let i = 1; i < applied.length; i++) expect(applied[i]).toBeGreaterThan(applied[i - 1]);
    expect(applied.at(-1)).toBe(status.seq);
    // The copy holds every report of the venue.
    expect(audit.filter((entry: any) => entry.action.startsWith('result.')).length).toBeGreaterThan(0);

    // Read-only there: a change is refused with the copy's own error.
    const refused = await graphql(hosted.url, 'mutation($e: ID!) { pairNextRound(eventId: $e) { id } }', { e: eventId }, hostedToken);
    expect(refused.errors?.[0]?.extensions?.code).toBe('EVENT_IS_PUBLISHED_COPY');
  });
});
