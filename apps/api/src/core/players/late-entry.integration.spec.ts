import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// Late entry is the organizer's policy (an event setting), not an MTR rule: MTR 2.12 is about
// electronic devices (judge-handbook-ja.txt:15787 「2.12 電子機器」). What the MTR does say: games never
// played earn no game points (appendix C, line 17617 「プレイされなかったゲームには点数は」…).
const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number matches { id player1 { id } player2 { id } } } }';
const REGISTER = 'mutation($e: ID!, $name: String!) { registerPlayer(eventId: $e, input: { name: $name }) { id joinedAtRound } }';
const RECORD = 'mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }';
const PLAYERS = 'query($e: ID!) { players(eventId: $e) { id } }';
const UPDATE = `mutation($e: ID!, $input: EventInput!) { updateEvent(id: $e, input: $input) { id lateEntryPolicy lateEntryLastRound } }`;
const STANDINGS = 'query($e: ID!) { standings(eventId: $e) { player { id } matchPoints losses gwExact } }';

describe("late entry: the organizer's policy, and missed rounds without games (MTR appendix C)", () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  async function playRound(eventId: string, score: (m: any) => [number, number] = () => [2, 0]) {
    const round = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    for (const m of round.matches) if (m.player2) await must(server, RECORD, { m: m.id, a: score(m)[0], b: score(m)[1] }, staff);
    return round;
  }

  it('is an event setting, LOSSES_FOR_MISSED_ROUNDS by default, that staff can close', async () => {
    const eventId = await createEvent(server, staff);
    const event = (
      await must<any>(server, 'query($e: ID!) { event(id: $e) { lateEntryPolicy lateEntryLastRound } }', { e: eventId }, staff)
    ).event;
    expect(event).toEqual({ lateEntryPolicy: 'LOSSES_FOR_MISSED_ROUNDS', lateEntryLastRound: null });
    const updated = (await must<any>(server, UPDATE, { e: eventId, input: { lateEntryPolicy: 'CLOSED' } }, staff)).updateEvent;
    expect(updated).toMatchObject({ lateEntryPolicy: 'CLOSED' });
    const tooEarly = await server.gql(UPDATE, { e: eventId, input: { lateEntryLastRound: 1 } }, { token: staff });
    expect(tooEarly.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });

  it('refuses a late entry when the policy is CLOSED, in English and Japanese, and registers nobody', async () => {
    const eventId = await createEvent(server, staff, { lateEntryPolicy: 'CLOSED' });
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    await must(server, PAIR, { e: eventId }, staff);
    const english = await server.gql(REGISTER, { e: eventId, name: 'Late' }, { token: staff });
    expect(english.errors?.[0].extensions?.code).toBe('LATE_ENTRY_CLOSED');
    expect(english.errors?.[0].message).toBe(
      'This event takes no late entries (the organizer’s late-entry policy): round 1 has been paired.',
    );
    const japanese = await server.gql(REGISTER, { e: eventId, name: 'Late' }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toMatch(/^このイベントは遅刻参加を受け付けていません（主催者の遅刻参加ポリシー）/);
    expect((await must<any>(server, PLAYERS, { e: eventId }, staff)).players).toHaveLength(4);
  });

  it('takes late entries up to lateEntryLastRound, then refuses them', async () => {
    const eventId = await createEvent(server, staff, { lateEntryLastRound: 2 });
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    await playRound(eventId);
    expect((await must<any>(server, REGISTER, { e: eventId, name: 'In time' }, staff)).registerPlayer.joinedAtRound).toBe(2);
    await playRound(eventId);
    const late = await server.gql(REGISTER, { e: eventId, name: 'Too late' }, { token: staff });
    expect(late.errors?.[0].extensions?.code).toBe('LATE_ENTRY_TOO_LATE');
    expect(late.errors?.[0].message).toBe('Late entries may join up to round 2 (the organizer’s late-entry policy); the next round is 3.');
    expect((await must<any>(server, PLAYERS, { e: eventId }, staff)).players).toHaveLength(5);
  });

  it('refuses an entry to a finished event, in English and Japanese, and registers nobody', async () => {
    const eventId = await createEvent(server, staff, { topCut: 2 });
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D']);
    await playRound(eventId);
    const final = (
      await must<any>(server, 'mutation($e: ID!) { startTopCut(eventId: $e, size: 2) { matches { id } } }', { e: eventId }, staff)
    ).startTopCut;
    await must(server, RECORD, { m: final.matches[0].id, a: 2, b: 0 }, staff);
    await must(server, PAIR, { e: eventId }, staff);
    const english = await server.gql(REGISTER, { e: eventId, name: 'After the end' }, { token: staff });
    expect(english.errors?.[0]).toMatchObject({ message: 'The event is finished.', extensions: { code: 'EVENT_FINISHED' } });
    const japanese = await server.gql(REGISTER, { e: eventId, name: 'After the end' }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe('イベントは終了しています。');
    expect((await must<any>(server, PLAYERS, { e: eventId }, staff)).players).toHaveLength(4);
  });

  it('counts the round a late entry missed as a match loss that adds no games to GW% (appendix C, line 17617)', async () => {
    const eventId = await createEvent(server, staff);
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C']);
    await playRound(eventId);
    const late = (await must<any>(server, REGISTER, { e: eventId, name: 'Late' }, staff)).registerPlayer;
    // Round 2: the late entry wins 2-1 wherever they sit.
    await playRound(eventId, (m) => (m.player1.id === late.id ? [2, 1] : m.player2?.id === late.id ? [1, 2] : [2, 0]));
    const row = (await must<any>(server, STANDINGS, { e: eventId }, staff)).standings.find((r: any) => r.player.id === late.id);
    // One win and the missed round's loss: 3 points; games 2 won of the 3 played = 2/3 (not 6/15 = 2/5).
    expect(row).toMatchObject({ matchPoints: 3, losses: 1, gwExact: '2/3' });
  });
});
