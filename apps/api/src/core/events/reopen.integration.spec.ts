import { createEvent, createStaff, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }';
const REOPEN = 'mutation($e: ID!, $r: String!) { reopenEvent(id: $e, reason: $r) { id status } }';
const STATUS = 'query($e: ID!) { event(id: $e) { status } }';

describe('a finished event is closed until a head judge reopens it, with a reason (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('refuses pairing once finished; the head judge reopens it (audited with the reason) and the final can be played out again', async () => {
    const headJudge = await createStaff(server, organizer, 'head@example.com');
    const eventId = await createEvent(server, organizer, { topCut: 2 });
    await must(server, 'mutation($e: ID!) { addEventStaff(eventId: $e, email: "head@example.com", role: HEAD_JUDGE) { userId } }', { e: eventId }, organizer);
    await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D']);
    for (const m of (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound.matches) await must(server, RECORD, { m: m.id }, organizer);
    const final = (await must<any>(server, `mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)).startTopCut;
    await must(server, RECORD, { m: final.matches[0].id }, organizer);
    await must(server, PAIR, { e: eventId }, organizer);
    expect((await must<any>(server, STATUS, { e: eventId }, organizer)).event.status).toBe('FINISHED');
    expect((await server.gql(PAIR, { e: eventId }, { token: organizer })).errors?.[0].extensions?.code).toBe('EVENT_FINISHED');

    const noReason = await server.gql(REOPEN, { e: eventId, r: '  ' }, { token: headJudge, language: 'ja' });
    expect(noReason.errors?.[0]).toMatchObject({ message: '理由が正しくありません: 必須です。', extensions: { code: 'INVALID_INPUT' } });
    expect((await must<any>(server, STATUS, { e: eventId }, organizer)).event.status).toBe('FINISHED');

    const reopened = (await must<any>(server, REOPEN, { e: eventId, r: 'Final result entered the wrong way round' }, headJudge)).reopenEvent;
    expect(reopened.status).toBe('TOP_CUT');
    const audit = (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e, action: "event.reopen") { before after actorName } }', { e: eventId }, organizer)).auditLog;
    expect(audit).toEqual([{ before: { status: 'FINISHED' }, after: { status: 'TOP_CUT', reason: 'Final result entered the wrong way round' }, actorName: 'head' }]);
    expect((await server.gql(REOPEN, { e: eventId, r: 'again' }, { token: headJudge })).errors?.[0].extensions?.code).toBe('EVENT_NOT_FINISHED');

    await must(server, 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 0, player2Wins: 2 }) { id } }', { m: final.matches[0].id }, headJudge);
    await must(server, PAIR, { e: eventId }, organizer);
    expect((await must<any>(server, STATUS, { e: eventId }, organizer)).event.status).toBe('FINISHED');
  });
});
