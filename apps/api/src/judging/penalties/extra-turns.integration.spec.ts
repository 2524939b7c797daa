import { createEvent, createStaff, must, playerToken, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';
import { PrismaService } from '../../platform/database';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { id penalty status } }`;
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} } }`;
const TURNS = 'query($m: ID!) { match(id: $m) { extraTurns } }';
const REVOKE = 'mutation($id: ID!) { revokePenalty(id: $id, reason: "logged on the wrong table") { status } }';

type Match = { id: string; player1: { id: string }; player2: { id: string } | null };

/**
 * Match.extraTurns: MTR 2.5 (judge-handbook-ja.txt:15656 「合計5ターンの延長ターン」) plus IPG 3.3's
 * additional remedy (:18553 「延長のターン数を2つ増やす」), none once extra turns began (:18556
 * 「さらに延長ターンは与えられない」), added to the turns at time (MTR 2.6, :15690).
 */
describe('extra turns at time: 5 plus 2 per Slow Play before time ran out (IPG 3.3, MTR 2.5, 2.6)', () => {
  let server: TestServer;
  let organizer: string;
  let headJudge: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    headJudge = await createStaff(server, organizer, 'turns-hj@example.com');
  });
  afterAll(() => server.close());

  async function pairedRound(ruleProfile?: string) {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', ...(ruleProfile ? { ruleProfile } : {}) });
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "turns-hj@example.com", role: HEAD_JUDGE) { userId } }',
      { e: eventId },
      organizer,
    );
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    return { eventId, players, round: round as { id: string; matches: Match[] } };
  }
  const turns = async (matchId: string) => (await must<any>(server, TURNS, { m: matchId }, organizer)).match.extraTurns;
  const slowPlay = async (eventId: string, playerId: string, matchId: string) =>
    (
      await must<any>(
        server,
        LOG,
        { e: eventId, i: { playerId, matchId, infraction: 'TE-SP', description: 'took long over each decision' } },
        headJudge,
      )
    ).logInfraction;

  it('counts each applied Slow Play of either player in the match before time ran out; none once extra turns began', async () => {
    const { eventId, players, round } = await pairedRound();
    const [a, b] = round.matches;
    await must(server, 'mutation($r: ID!) { publishRound(roundId: $r) { id } }', { r: round.id }, organizer);
    await must(server, 'mutation($r: ID!) { startRoundClock(roundId: $r, minutes: 50) { id } }', { r: round.id }, organizer);
    expect(await turns(a.id)).toBe(5);

    const first = await slowPlay(eventId, a.player1.id, a.id);
    expect(first).toMatchObject({ penalty: 'WARNING', status: 'APPLIED' });
    expect(await turns(a.id)).toBe(7);
    await slowPlay(eventId, a.player2!.id, a.id);
    expect(await turns(a.id)).toBe(9);
    expect(await turns(b.id)).toBe(5);

    // Match b gets 15 minutes (e.g. a deck check) while there is still time; then time is called for the
    // round (its end set to the database's now, as the clock reaching it would): a's time has run out, b's has not.
    await must(server, 'mutation($m: ID!) { extendMatch(matchId: $m, minutes: 15) { id } }', { m: b.id }, organizer);
    await server.get(PrismaService).$executeRaw`UPDATE "Round" SET "endsAt" = now() WHERE id = ${round.id}::uuid`;
    expect((await slowPlay(eventId, a.player2!.id, a.id)).status).toBe('APPLIED');
    expect(await turns(a.id)).toBe(9);
    await slowPlay(eventId, b.player1.id, b.id);
    expect(await turns(b.id)).toBe(7);

    // A revoked penalty adds nothing.
    await must(server, REVOKE, { id: first.id }, headJudge);
    expect(await turns(a.id)).toBe(7);

    // The player's phone shows the same figure for their match.
    const aoiToken = await playerToken(server, eventId, players.find((p) => p.id === a.player1.id)!.accessCode);
    const mine = (await must<any>(server, 'query { myMatches { id extraTurns } }', {}, aoiToken)).myMatches;
    expect(mine.find((m: any) => m.id === a.id).extraTurns).toBe(7);
    // Listed with its round (the dashboard's slips and judge's view), each match has its own figure.
    const listed = (
      await must<any>(server, 'query($e: ID!) { event(id: $e) { rounds { matches { id extraTurns } } } }', { e: eventId }, organizer)
    ).event.rounds[0].matches;
    expect(Object.fromEntries(listed.map((m: any) => [m.id, m.extraTurns]))).toEqual({ [a.id]: 7, [b.id]: 7 });
  });

  it('is null where the rule profile plays no extra turns at time (FFTCG)', async () => {
    const { round } = await pairedRound('fftcg');
    expect(await turns(round.matches[0].id)).toBeNull();
  });
});
