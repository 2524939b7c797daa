import { createEvent, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const IMPORT = 'mutation($i: EventImportInput!) { importEvent(input: $i) { eventId } }';
const EXPORT = 'query($e: ID!) { exportEvent(eventId: $e) }';
const REPORT = 'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id } }';

/**
 * Issue 25, item 3: restores of an event while its players report (a restore deletes the event's
 * rows and writes them again; a report inserts a row naming the match and updates it). Each
 * request on its own connection, all at once: a restore or report that loses a deadlock runs
 * again, so every restore succeeds and nobody is told INTERNAL_ERROR.
 */
describe('restores during a report storm (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer({ DATABASE_POOL_SIZE: '20' });
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('7 restores among 16 reports: every restore succeeds, no answer is INTERNAL_ERROR or BUSY_TRY_AGAIN', async () => {
    const eventId = await createEvent(server, organizer, {});
    const players = await registerPlayers(
      server,
      organizer,
      eventId,
      Array.from({ length: 16 }, (_, i) => `Player ${i + 1}`),
    );
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const data = (await must<any>(server, EXPORT, { e: eventId }, organizer)).exportEvent;
    const tokens = new Map(await Promise.all(players.map(async (p) => [p.id, await playerToken(server, eventId, p.accessCode)] as const)));

    const reports = round.matches.flatMap((m: any) =>
      [m.player1.id, m.player2.id].map((playerId: string) =>
        server.gql(
          REPORT,
          { m: m.id, i: { player1Wins: 2, player2Wins: 1, draws: 0, drop: false, requestKey: `storm-${playerId}` } },
          { token: tokens.get(playerId) },
        ),
      ),
    );
    const restores = Array.from({ length: 7 }, () => server.gql(IMPORT, { i: { data, replace: true } }, { token: organizer }));
    const [reported, restored] = await Promise.all([Promise.all(reports), Promise.all(restores)]);

    expect(restored.map((r) => r.errors ?? [])).toEqual(restores.map(() => []));
    const reportCodes = reported.flatMap((r) => (r.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code));
    expect(reportCodes).not.toContain('INTERNAL_ERROR');
    expect(reportCodes).not.toContain('BUSY_TRY_AGAIN');
    expect(reportCodes.every((code) => typeof code === 'string')).toBe(true);
  });
});
