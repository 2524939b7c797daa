import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const ADJUST = 'mutation($r: ID!, $m: Int!) { adjustRoundClock(roundId: $r, minutes: $m) { id endsAt } }';

describe('the round clock: minutes added or taken for the whole round (real server, real database)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  it('moves the end of the round by the minutes given, audited before and after; refuses 0, over 60 and a clock not started', async () => {
    const eventId = await createEvent(server, staff);
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    const round = (await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, staff))
      .pairNextRound;
    const notStarted = await server.gql(ADJUST, { r: round.id, m: 5 }, { token: staff, language: 'ja' });
    expect(notStarted.errors?.[0].extensions?.code).toBe('CLOCK_NOT_STARTED');
    const started = (await must<any>(server, 'mutation($r: ID!) { startRoundClock(roundId: $r) { endsAt } }', { r: round.id }, staff))
      .startRoundClock;
    const plus = (await must<any>(server, ADJUST, { r: round.id, m: 5 }, staff)).adjustRoundClock;
    expect(new Date(plus.endsAt).getTime() - new Date(started.endsAt).getTime()).toBe(5 * 60000);
    const minus = (await must<any>(server, ADJUST, { r: round.id, m: -3 }, staff)).adjustRoundClock;
    expect(new Date(minus.endsAt).getTime() - new Date(started.endsAt).getTime()).toBe(2 * 60000);
    for (const m of [0, 61]) {
      const refused = await server.gql(ADJUST, { r: round.id, m }, { token: staff });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Invalid minutes: out of range.', extensions: { code: 'INVALID_INPUT' } });
    }
    const audit = (
      await must<any>(
        server,
        'query($e: ID!) { auditLog(eventId: $e, action: "round.clock.adjust") { before after } }',
        { e: eventId },
        staff,
      )
    ).auditLog;
    expect(audit).toHaveLength(2);
    expect(new Date(audit[0].after.endsAt).getTime()).toBe(new Date(minus.endsAt).getTime());
    expect(new Date(audit[0].before.endsAt).getTime()).toBe(new Date(plus.endsAt).getTime());
  });
});
