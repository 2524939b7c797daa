import { drawDraftSeats } from '@taikai/engine';
import { createEvent, must, registerPlayers } from '../../../testing/event-fixture';
import { startTestServer, TestServer } from '../../../testing/test-server';

// MTR 10.4 (judge-handbook-ja.txt:17454 「無作為の方法でプレイヤーをドラフト・テーブルに座らせ」, 17457
// 「1番席に座ったプレイヤーが5番席」): a draft top 8 sits at random and plays seat 1v5, 2v6, 3v7, 4v8, then
// (1/5) v (3/7), (2/6) v (4/8); play/draw still goes to the better Swiss standing (MTR 2.2, line 15606).
const PAIR = 'mutation($e: ID!) { pairNextRound(eventId: $e) { id number matches { id } } }';
const RECORD = 'mutation($m: ID!, $a: Int!, $b: Int!) { recordResult(matchId: $m, input: { player1Wins: $a, player2Wins: $b }) { id } }';
const SEATED = `id number seatDraw { method seed seats { seat playerId name swissRank } }
  matches { id table player1 { id seed draftSeat } player2 { id seed draftSeat } }`;
const START = `mutation($e: ID!, $d: Boolean!, $s: [ID!]) { startTopCut(eventId: $e, size: 8, draftSeating: $d, seats: $s) { ${SEATED} } }`;
const ROUNDS = `query($e: ID!) { event(id: $e) { rounds { ${SEATED} } } }`;
const STANDINGS = 'query($e: ID!) { standings(eventId: $e) { player { id } } }';

type Seat = { id: string; seed: number; draftSeat: number | null };
type Match = { id: string; table: number; player1: Seat; player2: Seat };
type Round = {
  id: string;
  number: number;
  seatDraw: { method: string; seed: string | null; seats: { seat: number; playerId: string; swissRank: number }[] } | null;
  matches: Match[];
};

/** Seat pairs of a round's matches, e.g. "1v5", smaller seat first, sorted. */
const seatPairs = (round: Round) =>
  round.matches.map((m) => [m.player1.draftSeat!, m.player2.draftSeat!].sort((a, b) => a - b).join('v')).sort();

describe('draft top 8: seats at random or by staff, paired by seat, play/draw by Swiss standing (MTR 10.4, 2.2)', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await server.loginAsOrganizer();
  });
  afterAll(() => server.close());

  /** Eight players, one Swiss round played: everyone makes the top 8. Returns them by Swiss standing. */
  async function afterSwiss(): Promise<{ eventId: string; bySeed: string[] }> {
    const eventId = await createEvent(server, staff, { topCut: 8, formatType: 'DRAFT' });
    await registerPlayers(server, staff, eventId, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const swiss = (await must<any>(server, PAIR, { e: eventId }, staff)).pairNextRound;
    for (const [i, m] of swiss.matches.entries()) await must(server, RECORD, { m: m.id, a: 2, b: i % 2 }, staff);
    const standings = (await must<any>(server, STANDINGS, { e: eventId }, staff)).standings;
    return { eventId, bySeed: standings.map((row: any) => row.player.id) };
  }

  it('draws the seats at random from a recorded seed, pairs 1v5, 2v6, 3v7, 4v8 by seat, the better standing first (line 17454)', async () => {
    const { eventId, bySeed } = await afterSwiss();
    const round: Round = (await must<any>(server, START, { e: eventId, d: true, s: null }, staff)).startTopCut;
    const draw = round.seatDraw!;
    expect(draw.method).toBe('RANDOM');
    expect(draw.seed).toMatch(/^[0-9a-f]{16}$/);
    // The draw is the engine's, reproducible from the recorded seed, and is not the standings.
    const seats = drawDraftSeats(bySeed, draw.seed!);
    expect(draw.seats.map((s) => s.playerId)).toEqual(seats);
    expect(draw.seats.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const s of draw.seats) expect(s.swissRank).toBe(bySeed.indexOf(s.playerId) + 1);
    // Seat 1 v 5, 2 v 6, 3 v 7, 4 v 8 (line 17457).
    expect(seatPairs(round)).toEqual(['1v5', '2v6', '3v7', '4v8']);
    for (const m of round.matches) {
      expect(m.player1.draftSeat).toBe(seats.indexOf(m.player1.id) + 1);
      // Player 1 is the better Swiss standing: they choose play or draw (MTR 2.2, line 15606).
      expect(m.player1.seed).toBeLessThan(m.player2.seed);
    }
    // The draw is audited with the top cut.
    const audit = (await must<any>(server, 'query($e: ID!) { auditLog(eventId: $e) { action after } }', { e: eventId }, staff)).auditLog;
    const start = audit.find((entry: any) => entry.action === 'topcut.start');
    expect(JSON.parse(typeof start.after === 'string' ? start.after : JSON.stringify(start.after)).seatDraw).toEqual({
      method: 'RANDOM',
      seed: draw.seed,
      seats,
    });

    // Semi-finals: winner(1/5) v winner(3/7), winner(2/6) v winner(4/8); player 1 wins each.
    for (const m of round.matches) await must(server, RECORD, { m: m.id, a: 2, b: 0 }, staff);
    await must(server, PAIR, { e: eventId }, staff);
    const rounds: Round[] = (await must<any>(server, ROUNDS, { e: eventId }, staff)).event.rounds;
    const semis = rounds.at(-1)!;
    const winners = new Map(round.matches.map((m) => [m.player1.draftSeat! % 4 || 4, m.player1.id]));
    const semiPairs = semis.matches.map((m) => new Set([m.player1.id, m.player2.id]));
    expect(semiPairs).toEqual(
      expect.arrayContaining([new Set([winners.get(1), winners.get(3)]), new Set([winners.get(2), winners.get(4)])]),
    );
    for (const m of semis.matches) expect(m.player1.seed).toBeLessThan(m.player2.seed);
    expect(semis.seatDraw?.method).toBe('RANDOM');
  });

  it('takes the seats staff entered, seat 1 first, and records them as STAFF', async () => {
    const { eventId, bySeed } = await afterSwiss();
    // Seats in reverse standing order: seat 1 is the 8th seed, seat 5 the 4th, …
    const seats = [...bySeed].reverse();
    const round: Round = (await must<any>(server, START, { e: eventId, d: false, s: seats }, staff)).startTopCut;
    expect(round.seatDraw).toMatchObject({ method: 'STAFF', seed: null });
    expect(round.seatDraw!.seats.map((s) => s.playerId)).toEqual(seats);
    expect(seatPairs(round)).toEqual(['1v5', '2v6', '3v7', '4v8']);
    const pairsBySeed = round.matches.map((m) => [m.player1.seed, m.player2.seed]).sort((a, b) => a[0] - b[0]);
    // Seat 1 (8th) v seat 5 (4th): 4v8; 2v6: 3v7; 3v7: 2v6; 4v8: 1v5 — by standing, better first.
    expect(pairsBySeed).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
  });

  it('refuses seats that are not exactly the 8 who made the cut, in English and Japanese, and changes nothing', async () => {
    const { eventId, bySeed } = await afterSwiss();
    const wrong = [bySeed.slice(0, 7), [...bySeed.slice(0, 7), bySeed[0]], [...bySeed.slice(0, 7), '00000000-0000-4000-8000-000000000000']];
    for (const seats of wrong) {
      const english = await server.gql(START, { e: eventId, d: true, s: seats }, { token: staff });
      expect(english.errors?.[0].extensions?.code).toBe('TOP_CUT_SEATS_INVALID');
      expect(english.errors?.[0].message).toMatch(/^Draft seats must name each of the 8 players who made the cut once/);
    }
    const japanese = await server.gql(START, { e: eventId, d: true, s: bySeed.slice(1) }, { token: staff, language: 'ja' });
    expect(japanese.errors?.[0].message).toMatch(/^ドラフトの席には、決勝ラウンドに進んだ8人を/);
    expect((await must<any>(server, ROUNDS, { e: eventId }, staff)).event.rounds).toHaveLength(1);
  });
});
