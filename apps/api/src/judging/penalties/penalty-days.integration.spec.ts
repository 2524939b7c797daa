import { createEvent, createStaff, must, registerPlayers, ROUND_FIELDS } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

const LOG = `mutation($e: ID!, $i: InfractionInput!) { logInfraction(eventId: $e, input: $i) { penalty suggestedPenalty roundNumber } }`;
const PAIR = `mutation($e: ID!) { pairNextRound(eventId: $e) { ${ROUND_FIELDS} day } }`;
const TOP_CUT = `mutation($e: ID!, $s: Int, $d: Int) { startTopCut(eventId: $e, size: $s, day: $d) { ${ROUND_FIELDS} day } }`;
const PHASE = `mutation($e: ID!, $i: PhaseInput!) { startPhase(eventId: $e, input: $i) { id number day } }`;
const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }';

type Round = { number: number; day: number; matches: { id: string; player1: { id: string }; player2: { id: string } | null }[] };

/**
 * Repeat upgrades count a player's Warnings of the same day only. IPG 2 (judge-handbook-ja.txt:18094)
 * and IPG 3 (:18454 「前日以前の…【警告】は考慮しない」) leave out earlier *days*; a top cut played the
 * same day as the Swiss is that day (Phase.day), not a new one.
 */
describe('repeat upgrades count by the day a phase is played on (IPG 2, IPG 3)', () => {
  let server: TestServer;
  let organizer: string;
  let headJudge: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
    headJudge = await createStaff(server, organizer, 'days-hj@example.com');
  });
  afterAll(() => server.close());

  /** A Competitive Magic event with eight players and its first Swiss round played (all 2-0). */
  async function oneSwissRound() {
    const eventId = await createEvent(server, organizer, { enforcementLevel: 'COMPETITIVE', topCut: 8 });
    await must(
      server,
      'mutation($e: ID!) { addEventStaff(eventId: $e, email: "days-hj@example.com", role: HEAD_JUDGE) { userId } }',
      { e: eventId },
      organizer,
    );
    await registerPlayers(server, organizer, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const swiss: Round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    return { eventId, swiss };
  }
  const finish = async (round: Round) => {
    for (const m of round.matches) if (m.player2) await must(server, RECORD, { m: m.id }, organizer);
  };
  const log = async (eventId: string, playerId: string, matchId: string, infraction: string) =>
    (await must<any>(server, LOG, { e: eventId, i: { playerId, matchId, infraction, description: 'seen by a judge' } }, headJudge))
      .logInfraction;
  const matchOf = (round: Round, playerId: string) => round.matches.find((m) => m.player1.id === playerId || m.player2?.id === playerId)!;

  it('one-day RCQ: a second Slow Play in the quarter-final after one in the Swiss is a Game Loss (IPG 3 「前日以前の…」, 18454)', async () => {
    const { eventId, swiss } = await oneSwissRound();
    expect(swiss.day).toBe(1);
    const offender = swiss.matches[0].player1.id;
    expect(await log(eventId, offender, swiss.matches[0].id, 'TE-SP')).toMatchObject({ penalty: 'WARNING', roundNumber: 1 });
    await finish(swiss);

    const quarterFinal: Round = (await must<any>(server, TOP_CUT, { e: eventId, s: 8 }, organizer)).startTopCut;
    expect(quarterFinal.day).toBe(1);
    expect(await log(eventId, offender, matchOf(quarterFinal, offender).id, 'TE-SP')).toMatchObject({
      suggestedPenalty: 'GAME_LOSS',
      penalty: 'GAME_LOSS',
      roundNumber: 2,
    });
  });

  it('one-day RCQ: a third GPE-GRV in the top 8 after two in the Swiss is a Game Loss (IPG 2 「…前日以前の【警告】は考慮しない」, 18094)', async () => {
    const { eventId, swiss } = await oneSwissRound();
    const offender = swiss.matches[1].player2!.id;
    for (let i = 0; i < 2; i++) expect((await log(eventId, offender, swiss.matches[1].id, 'GPE-GRV')).penalty).toBe('WARNING');
    await finish(swiss);

    const top8: Round = (await must<any>(server, TOP_CUT, { e: eventId, s: 8 }, organizer)).startTopCut;
    expect(await log(eventId, offender, matchOf(top8, offender).id, 'GPE-GRV')).toMatchObject({ penalty: 'GAME_LOSS', roundNumber: 2 });
  });

  it("a two-day event: day 2's Swiss and its top cut still leave day 1's Warnings out (IPG 3, 18454)", async () => {
    const { eventId, swiss } = await oneSwissRound();
    const offender = swiss.matches[2].player1.id;
    expect((await log(eventId, offender, swiss.matches[2].id, 'TE-SP')).penalty).toBe('WARNING');
    await finish(swiss);

    const players = swiss.matches.flatMap((m) => [m.player1.id, m.player2!.id]);
    const day2 = (await must<any>(server, PHASE, { e: eventId, i: { name: 'Day 2', playerIds: players } }, organizer)).startPhase;
    expect(day2).toMatchObject({ number: 2, day: 2 });
    const round2: Round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    expect(round2.day).toBe(2);
    expect(await log(eventId, offender, matchOf(round2, offender).id, 'TE-SP')).toMatchObject({ penalty: 'WARNING', roundNumber: 2 });
    await finish(round2);

    // The top 8 is played on day 2 too: day 2's Warning counts there, day 1's still does not.
    const top8: Round = (await must<any>(server, TOP_CUT, { e: eventId, s: 8 }, organizer)).startTopCut;
    expect(top8.day).toBe(2);
    expect((await log(eventId, offender, matchOf(top8, offender).id, 'TE-SP')).penalty).toBe('GAME_LOSS');
  });

  it('staff may name the day, never one before the previous phase’s', async () => {
    const { eventId, swiss } = await oneSwissRound();
    await finish(swiss);
    const players = swiss.matches.flatMap((m) => [m.player1.id, m.player2!.id]);
    const tooEarly = await server.gql<any>(PHASE, { e: eventId, i: { name: 'Day 0', playerIds: players, day: 0 } }, { token: organizer });
    expect(tooEarly.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    // A second Swiss phase the same day (e.g. after a cut to 8 at lunch).
    expect(
      (await must<any>(server, PHASE, { e: eventId, i: { name: 'Afternoon', playerIds: players, day: 1 } }, organizer)).startPhase.day,
    ).toBe(1);
    const round2: Round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    await finish(round2);
    const top8: Round = (await must<any>(server, TOP_CUT, { e: eventId, s: 8, d: 2 }, organizer)).startTopCut;
    expect(top8.day).toBe(2);
  });
});
