import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const HISTORY = 'query($e: ID!, $m: ID!) { auditLog(eventId: $e, entityId: $m) { action actorKind actorId actorName } }';

describe('the audit log names who made each change (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it("gives a match's history the staff account's and the player's names, not just 'staff'", async () => {
    const scorekeeper = await createStaff(server, organizer, 'kenji.mori@example.com');
    const eventId = await createEvent(server, organizer);
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "kenji.mori@example.com", role: SCOREKEEPER) { userId } }',
      { e: eventId },
      organizer,
    );
    const [aoi] = await registerPlayers(server, organizer, eventId, ['佐藤 葵', 'Greta Holm']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    const match = round.matches[0];
    const aoiIsPlayer1 = match.player1.id === aoi.id;
    await must(
      server,
      'mutation($m: ID!, $i: ReportInput!) { reportResult(matchId: $m, input: $i) { id } }',
      { m: match.id, i: { player1Wins: aoiIsPlayer1 ? 2 : 0, player2Wins: aoiIsPlayer1 ? 0 : 2, draws: 0, requestKey: 'aoi-1' } },
      await playerToken(server, eventId, aoi.accessCode),
    );
    await must(
      server,
      'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 1 }) { id } }',
      { m: match.id },
      scorekeeper,
    );

    const history = (await must<any>(server, HISTORY, { e: eventId, m: match.id }, organizer)).auditLog;
    const byKind = (kind: string) => history.filter((entry: any) => entry.actorKind === kind);
    expect(byKind('staff').length).toBeGreaterThan(0);
    expect(new Set(byKind('staff').map((entry: any) => entry.actorName))).toEqual(new Set(['kenji.mori']));
    expect(byKind('player').length).toBeGreaterThan(0);
    for (const entry of byKind('player')) expect(entry).toMatchObject({ actorId: aoi.id, actorName: '佐藤 葵' });
  });
});
