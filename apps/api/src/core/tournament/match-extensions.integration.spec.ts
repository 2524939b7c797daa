import { createEvent, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const EXTEND = 'mutation($m: ID!, $n: Int!) { extendMatch(matchId: $m, minutes: $n) { extensionMinutes } }';
const MATCH = 'query($m: ID!) { match(id: $m) { extensionMinutes } }';

describe('totals of time are bounded: a match’s extensions, a round’s clock (real server, real database)', () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  async function runningRound() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE' });
    await registerPlayers(server, organizer, eventId, ['Aoki', 'Baba', 'Chiba', 'Doi']);
    const round = (
      await must<any>(server, `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`, { e: eventId }, organizer)
    ).pairNextRound;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    return { eventId, round, match: round.matches[0] };
  }

  const auditCount = async (eventId: string, action: string) =>
    (
      await must<any>(
        server,
        'query($e: ID!, $a: String) { auditLog(eventId: $e, action: $a) { id } }',
        { e: eventId, a: action },
        organizer,
      )
    ).auditLog.length;

  it('gives one match at most 180 minutes in all, whichever way: a further extension or penalty is refused with MATCH_EXTENSION_TOTAL, nothing changed', async () => {
    const { eventId, match } = await runningRound();
    for (let i = 0; i < 3; i++) await must(server, EXTEND, { m: match.id, n: 60 }, organizer);
    const more = await server.gql(EXTEND, { m: match.id, n: 1 }, { token: organizer, language: 'ja' });
    expect(more.errors?.[0].extensions?.code).toBe('MATCH_EXTENSION_TOTAL');
    expect(more.errors?.[0].message).toContain('180');
    const penalties = await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { id } }', { e: eventId }, organizer);
    const penalty = await server.gql(
      'mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id } }',
      {
        e: eventId,
        i: { playerId: match.player1.id, matchId: match.id, infraction: 'GPE-GRV', description: 'Drew an extra card', extensionMinutes: 5 },
      },
      { token: organizer },
    );
    expect(penalty.errors?.[0]).toMatchObject({ extensions: { code: 'MATCH_EXTENSION_TOTAL' } });
    expect((await must<any>(server, 'query($e: ID!) { penalties(eventId: $e) { id } }', { e: eventId }, organizer)).penalties).toEqual(
      penalties.penalties,
    );
    expect((await must<any>(server, MATCH, { m: match.id }, organizer)).match.extensionMinutes).toBe(180);
    expect(await auditCount(eventId, 'match.extend')).toBe(3);
    // Taking time back is still allowed.
    expect((await must<any>(server, EXTEND, { m: match.id, n: -30 }, organizer)).extendMatch.extensionMinutes).toBe(150);
  });

  it('never puts a round’s end before its start: taking back more is refused with CLOCK_BEFORE_START, nothing changed', async () => {
    const { eventId, round } = await runningRound();
    const started = (
      await must<any>(
        server,
        'mutation($r: ID!) { startRoundClock(roundId: $r, minutes: 50) { startedAt endsAt } }',
        { r: round.id },
        organizer,
      )
    ).startRoundClock;
    const ADJUST = 'mutation($r: ID!, $n: Int!) { adjustRoundClock(roundId: $r, minutes: $n) { endsAt } }';
    const refused = await server.gql(ADJUST, { r: round.id, n: -60 }, { token: organizer });
    expect(refused.errors?.[0].extensions?.code).toBe('CLOCK_BEFORE_START');
    const ended = (await must<any>(server, ADJUST, { r: round.id, n: -50 }, organizer)).adjustRoundClock;
    expect(Date.parse(ended.endsAt)).toBe(Date.parse(started.startedAt));
    expect((await server.gql(ADJUST, { r: round.id, n: -1 }, { token: organizer })).errors?.[0].extensions?.code).toBe(
      'CLOCK_BEFORE_START',
    );
    expect(await auditCount(eventId, 'round.clock.adjust')).toBe(1);
  });
});
