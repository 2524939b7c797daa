import { createEvent, must, playerToken, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// MTR 2.7 (judge-handbook-ja.txt:15709 「一般に、デッキリストは」…「公開情報ではなく」, 15710–15712 「ルール適用度が
// プロのイベント」…「その対戦相手に提示される」): lists are private, except that at Professional REL a player's
// list is shown to their opponent.
const SETTINGS = 'mutation($e: ID!, $i: DecklistSettingsInput!) { setDecklistSettings(eventId: $e, input: $i) { requirement } }';
const SUBMIT = 'mutation($t: String!) { submitDecklist(text: $t) { id } }';
const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e) { id matches { id player1 { id } player2 { id } } } }';
const PUBLISH = 'mutation($r: ID!) { publishRound(roundId: $r) { id } }';
const RECORD = 'mutation($m: ID!) { recordResult(matchId: $m, input: { player1Wins: 2, player2Wins: 0 }) { id } }';
const OPPONENT = 'query($p: ID!) { opponentDecklist(playerId: $p) { playerId playerName mainCount sideboardCount main { count name } } }';

const listOf = (card: string) => `Deck\n4 ${card}\n56 Mountain\n\nSideboard\n15 Island`;

describe("the current opponent's decklist at Professional REL only (MTR 2.7)", () => {
  let server: TestServer;
  let organizer: string;

  beforeAll(async () => {
    server = await startTestServer();
    organizer = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  /** Four players with lists, round 1 paired and published. */
  async function paired(enforcementLevel: 'PROFESSIONAL' | 'COMPETITIVE') {
    const eventId = await createEvent(server, organizer, { enforcementLevel });
    const players = await registerPlayers(server, organizer, eventId, ['Aoi', 'Ben', 'Chika', 'Dan']);
    const tokens = new Map<string, string>();
    for (const player of players) tokens.set(player.id, await playerToken(server, eventId, player.accessCode));
    await must(server, SETTINGS, { e: eventId, i: { requirement: 'SWISS' } }, organizer);
    for (const player of players) await must(server, SUBMIT, { t: listOf(`Card of ${player.name}`) }, tokens.get(player.id)!);
    const round = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    await must(server, PUBLISH, { r: round.id }, organizer);
    const [first, second] = round.matches;
    return { eventId, players, tokens, round, me: first.player1.id, opponent: first.player2.id, stranger: second.player1.id };
  }

  it('shows a player their current opponent’s list at Professional REL (line 15712)', async () => {
    const { players, tokens, me, opponent } = await paired('PROFESSIONAL');
    const list = (await must<any>(server, OPPONENT, { p: opponent }, tokens.get(me)!)).opponentDecklist;
    const name = players.find((p) => p.id === opponent)!.name;
    expect(list).toMatchObject({ playerId: opponent, playerName: name, mainCount: 60, sideboardCount: 15 });
    expect(list.main).toEqual(expect.arrayContaining([{ count: 4, name: `Card of ${name}` }]));
    // And the other way round: each sees the other's.
    expect((await must<any>(server, OPPONENT, { p: me }, tokens.get(opponent)!)).opponentDecklist.playerId).toBe(me);
  });

  it('refuses a player who is not the current opponent, and their own list by this query, in English and Japanese', async () => {
    const { tokens, me, stranger } = await paired('PROFESSIONAL');
    const english = await server.gql(OPPONENT, { p: stranger }, { token: tokens.get(me)! });
    expect(english.errors?.[0].extensions?.code).toBe('DECKLIST_NOT_OPPONENT');
    expect(english.errors?.[0].message).toBe('You may see only the decklist of your opponent in the current round.');
    const japanese = await server.gql(OPPONENT, { p: stranger }, { token: tokens.get(me)!, language: 'ja' });
    expect(japanese.errors?.[0].message).toBe('見られるのは、現在のラウンドの対戦相手のデッキリストだけです。');
    expect((await server.gql(OPPONENT, { p: me }, { token: tokens.get(me)! })).errors?.[0].extensions?.code).toBe('DECKLIST_NOT_OPPONENT');
  });

  it('refuses last round’s opponent once the round is over', async () => {
    const { eventId, tokens, round, me, opponent } = await paired('PROFESSIONAL');
    for (const m of round.matches) await must(server, RECORD, { m: m.id }, organizer);
    const next = (await must<any>(server, PAIR, { e: eventId }, organizer)).pairNextRound;
    await must(server, PUBLISH, { r: next.id }, organizer);
    const nowFacing = next.matches.flatMap((m: any) =>
      m.player1.id === me ? [m.player2.id] : m.player2?.id === me ? [m.player1.id] : [],
    )[0];
    // Winners meet winners: last round's opponent is not this round's.
    expect(nowFacing).not.toBe(opponent);
    expect((await server.gql(OPPONENT, { p: opponent }, { token: tokens.get(me)! })).errors?.[0].extensions?.code).toBe(
      'DECKLIST_NOT_OPPONENT',
    );
    expect((await must<any>(server, OPPONENT, { p: nowFacing }, tokens.get(me)!)).opponentDecklist.playerId).toBe(nowFacing);
  });

  it('refuses the opponent’s list at Competitive REL, where lists are private (line 15709), in English and Japanese', async () => {
    const { tokens, me, opponent } = await paired('COMPETITIVE');
    const english = await server.gql(OPPONENT, { p: opponent }, { token: tokens.get(me)! });
    expect(english.errors?.[0].extensions?.code).toBe('DECKLIST_NOT_PUBLIC');
    expect(english.errors?.[0].message).toMatch(/only at Professional REL \(MTR 2\.7\)/);
    const japanese = await server.gql(OPPONENT, { p: opponent }, { token: tokens.get(me)!, language: 'ja' });
    expect(japanese.errors?.[0].message).toMatch(/ルール適用度がプロのイベントだけです/);
  });

  it('refuses staff (a player-only query) and a player of another event', async () => {
    const { opponent } = await paired('PROFESSIONAL');
    expect((await server.gql(OPPONENT, { p: opponent }, { token: organizer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const otherEvent = await createEvent(server, organizer, { enforcementLevel: 'PROFESSIONAL' });
    const [outsider] = await registerPlayers(server, organizer, otherEvent, ['Zed']);
    const token = await playerToken(server, otherEvent, outsider.accessCode);
    expect((await server.gql(OPPONENT, { p: opponent }, { token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
