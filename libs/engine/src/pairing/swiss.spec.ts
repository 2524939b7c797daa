import type { MatchRecord, Participant } from '../model';
import { MAGIC } from '../profiles';
import { computeStandings } from '../standings';
import { EventBuilder } from '../testing/event-builder';
import { pairSwissRound, SwissPairingRequest } from './swiss';

const win = (round: number, player1: string, player2: string | null): MatchRecord => ({
  round,
  player1,
  player2,
  player1Wins: 2,
  player2Wins: 0,
  draws: 0,
});
const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const people = (list: string[], extra: Partial<Participant> = {}): Participant[] => list.map((id) => ({ id, ...extra }));
const pairedIds = (result: ReturnType<typeof pairSwissRound>): string[] =>
  result.pairings.flatMap((p) => (p.player2 === null ? [p.player1] : [p.player1, p.player2])).sort();
const opponentOf = (result: ReturnType<typeof pairSwissRound>, id: string): string | null | undefined => {
  const p = result.pairings.find((x) => x.player1 === id || x.player2 === id);
  return p && (p.player1 === id ? p.player2 : p.player1);
};

describe('pairSwissRound: round 1', () => {
  const request: SwissPairingRequest = { round: 1, seed: 'event-1', standings: [], history: [], participants: people(ids(9)) };

  it('pairs everyone once, at random but reproducibly from the seed', () => {
    const first = pairSwissRound(request);
    expect(pairedIds(first)).toEqual(ids(9).sort());
    expect(pairSwissRound(request)).toEqual(first);
    expect(pairSwissRound({ ...request, seed: 'event-2' }).pairings).not.toEqual(first.pairings);
    expect(first.explanations).toContainEqual({ code: 'RANDOM_ROUND', round: 1, seed: 'event-1' });
  });

  it('gives the odd player a bye, listed after the tables', () => {
    const { pairings } = pairSwissRound(request);
    expect(pairings.map((p) => p.table)).toEqual([1, 2, 3, 4, null]);
    expect(pairings[4].player2).toBeNull();
    expect(pairSwissRound(request).explanations).toContainEqual(expect.objectContaining({ code: 'BYE', reason: 'DRAWN_AT_RANDOM' }));
  });

  it('hands out awarded byes for the first N rounds only', () => {
    const participants = [...people(ids(8)), { id: 'vip', awardedByes: 2 }];
    const round1 = pairSwissRound({ ...request, participants });
    expect(round1.pairings).toContainEqual({ table: null, player1: 'vip', player2: null });
    expect(round1.explanations).toContainEqual({ code: 'AWARDED_BYE', player: 'vip', awardedByes: 2 });
    expect(round1.pairings.filter((p) => p.player2 === null)).toHaveLength(1);
    const history = [
      win(1, 'vip', null),
      win(2, 'vip', null),
      ...[1, 3, 5, 7].flatMap((i) => [win(1, `p${i}`, `p${i + 1}`), win(2, `p${i + 1}`, `p${i}`)]),
    ];
    const round3 = pairSwissRound({ ...request, round: 3, history, participants });
    expect(opponentOf(round3, 'vip')).not.toBeNull();
  });
});

describe('pairSwissRound: later rounds', () => {
  // After round 1: p1, p3, p5, p7 won.
  const history = [win(1, 'p1', 'p2'), win(1, 'p3', 'p4'), win(1, 'p5', 'p6'), win(1, 'p7', 'p8')];
  const standings = ['p1', 'p3', 'p5', 'p7', 'p2', 'p4', 'p6', 'p8'].map((id) => ({
    id,
    matchPoints: ['p1', 'p3', 'p5', 'p7'].includes(id) ? 3 : 0,
  }));
  const request: SwissPairingRequest = { round: 2, seed: 's', standings, history, participants: people(ids(8)) };

  it('pairs within point groups without rematches', () => {
    const result = pairSwissRound(request);
    expect(result.metrics).toEqual({ rematches: 0, pairDowns: 0, maxPointGap: 0, totalPointGap: 0, squaredPointGaps: 0 });
    expect(result.explanations).toEqual([]);
  });

  it('numbers tables by standing, winners first', () => {
    const { pairings } = pairSwissRound(request);
    expect(pairings.slice(0, 2).every((p) => ['p1', 'p3', 'p5', 'p7'].includes(p.player1))).toBe(true);
    expect(pairings.map((p) => p.table)).toEqual([1, 2, 3, 4]);
  });

  it('drops dropped and disqualified players and gives the bye to the lowest ranked', () => {
    const participants = people(ids(8)).map((p) => (p.id === 'p2' ? { ...p, dropped: true } : p));
    const result = pairSwissRound({ ...request, participants });
    expect(pairedIds(result)).not.toContain('p2');
    expect(result.pairings).toContainEqual({ table: null, player1: 'p8', player2: null });
    expect(result.explanations).toContainEqual({ code: 'BYE', player: 'p8', points: 0, reason: 'LOWEST_WITHOUT_BYE' });
  });

  it('skips a player who already had a bye', () => {
    const withBye = [...history.filter((m) => m.player1 !== 'p7'), win(1, 'p7', null), win(1, 'p8', null)];
    const participants = people(ids(8)).map((p) => (p.id === 'p2' ? { ...p, disqualified: true } : p));
    const result = pairSwissRound({ ...request, history: withBye, participants });
    expect(result.pairings).toContainEqual({ table: null, player1: 'p6', player2: null });
  });

  it('pairs an odd group down and says why', () => {
    const participants = people(ids(8)).map((p) => (p.id === 'p3' ? { ...p, dropped: true } : p));
    const result = pairSwissRound({ ...request, participants });
    expect(result.metrics.pairDowns).toBe(1);
    expect(result.explanations).toContainEqual(
      expect.objectContaining({ code: 'PAIRED_DOWN', fromPoints: 3, toPoints: 0, reason: 'ODD_GROUP' }),
    );
  });

  it('pairs down rather than rematch', () => {
    // Two 3-point players who already met, two 0-point players who already met.
    const h = [win(1, 'a', 'c'), win(1, 'b', 'd'), win(2, 'a', 'b'), win(2, 'c', 'd')];
    const s = [
      { id: 'a', matchPoints: 6 },
      { id: 'b', matchPoints: 3 },
      { id: 'c', matchPoints: 3 },
      { id: 'd', matchPoints: 0 },
    ];
    const result = pairSwissRound({ round: 3, seed: 's', standings: s, history: h, participants: people(['a', 'b', 'c', 'd']) });
    expect(result.metrics.rematches).toBe(0);
    expect(opponentOf(result, 'a')).toBe('d');
    expect(opponentOf(result, 'b')).toBe('c');
  });

  it('allows a rematch only when none can be avoided, and says so', () => {
    const h = [win(1, 'a', 'b')];
    const s = [
      { id: 'a', matchPoints: 3 },
      { id: 'b', matchPoints: 0 },
    ];
    const result = pairSwissRound({ round: 2, seed: 's', standings: s, history: h, participants: people(['a', 'b']) });
    expect(result.metrics.rematches).toBe(1);
    expect(result.explanations).toContainEqual({ code: 'REMATCH_UNAVOIDABLE', player1: 'a', player2: 'b', proven: true });
  });

  it('treats players missing from the standings as late entries with 0 points', () => {
    const result = pairSwissRound({ ...request, participants: [...people(ids(8)), { id: 'late1' }, { id: 'late2' }] });
    expect(pairedIds(result)).toContain('late1');
    expect(result.explanations).toContainEqual({ code: 'UNRANKED_PLAYER', player: 'late1' });
    expect(result.metrics.pairDowns).toBe(0);
  });

  it('pairs draft pods independently', () => {
    const participants = ids(8).map((id, i) => ({ id, pod: i < 4 ? 'A' : 'B' }));
    const podOf = new Map(participants.map((p) => [p.id, p.pod]));
    const result = pairSwissRound({ ...request, history: [], standings: [], round: 1, participants: participants.slice(0, 7) });
    for (const p of result.pairings) if (p.player2) expect(podOf.get(p.player1)).toBe(podOf.get(p.player2));
    expect(result.pairings.filter((p) => p.player2 === null).map((p) => podOf.get(p.player1))).toEqual(['B']);
  });

  it('keeps fixed tables', () => {
    const participants = people(ids(8)).map((p) => (p.id === 'p8' ? { ...p, fixedTable: 1 } : p));
    const result = pairSwissRound({ ...request, participants });
    const table1 = result.pairings.find((p) => p.table === 1);
    expect([table1?.player1, table1?.player2]).toContain('p8');
    expect(result.pairings.map((p) => p.table).sort()).toEqual([1, 2, 3, 4]);
  });

  it('ignores stored matches of the round being paired again', () => {
    const stale = [...history, win(2, 'p1', 'p3'), win(2, 'p5', 'p7')];
    expect(pairSwissRound({ ...request, history: stale })).toEqual(pairSwissRound(request));
  });
});

describe('pairSwissRound: pair-downs go to the nearest group that can take the player (issue 13)', () => {
  /**
   * A 20-player event after `records` (wins-losses-draws per player); every match was against a
   * one-match filler who then dropped, so no two of the 20 have met and nothing but parity decides.
   */
  function eventAfter(records: readonly (readonly [string, number, number, number])[]): SwissPairingRequest {
    const event = new EventBuilder();
    for (const [id] of records) event.player(id);
    for (const [id, wins, losses, draws] of records) event.complete(id, wins, losses, draws);
    const participants = event.participants.map((p) => (p.id.startsWith('filler') ? { ...p, dropped: true } : p));
    const rounds = Math.max(...event.matches.map((m) => m.round));
    const standings = computeStandings(participants, event.matches, MAGIC)
      .filter((row) => !row.dropped)
      .map((row) => ({ id: row.playerId, matchPoints: row.matchPoints }));
    return { round: rounds + 1, seed: 'issue-13', standings, history: event.matches, participants };
  }
  const group = (prefix: string, count: number, wins: number, losses: number, draws: number) =>
    Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, wins, losses, draws] as const);
  const pointsOf = (request: SwissPairingRequest) => new Map(request.standings.map((s) => [s.id, s.matchPoints]));

  it('pairs the odd 6-point player with a 3-point player, not a 1-point one, while 3-point players are free (round 4)', () => {
    // 9: 2, 6: 3, 3: 10, 1: 3, 0: 2 after three rounds. Before: six3 v a 1-point player, one pair-down of 5 points.
    const request = eventAfter([
      ...group('nine', 2, 3, 0, 0),
      ...group('six', 3, 2, 1, 0),
      ...group('three', 10, 1, 2, 0),
      ...group('one', 3, 0, 2, 1),
      ...group('zero', 2, 0, 3, 0),
    ]);
    const points = pointsOf(request);
    const result = pairSwissRound(request);
    const downs = result.pairings
      .filter((p) => p.player2 !== null && points.get(p.player1) !== points.get(p.player2 as string))
      .map((p) => [points.get(p.player1), points.get(p.player2 as string)]);
    expect(downs.sort()).toEqual([
      [3, 1],
      [6, 3],
    ]);
    expect(result.metrics).toMatchObject({ rematches: 0, pairDowns: 2, maxPointGap: 3, squaredPointGaps: 13 });
    const explained = result.explanations.filter((e) => e.code === 'PAIRED_DOWN');
    expect(explained).toEqual([
      expect.objectContaining({ fromPoints: 6, toPoints: 3, reason: 'ODD_GROUP', joined: 0, passedOver: [] }),
      expect.objectContaining({ fromPoints: 3, toPoints: 1, reason: 'ODD_GROUP', joined: 1, passedOver: [] }),
    ]);
    expect(explained[0]).toMatchObject({ player: expect.stringMatching(/^six\d$/), opponent: expect.stringMatching(/^three\d+$/) });
  });

  it('pairs the odd 9-point player with a 6-point player, not a 1-point one, while 6-point players are free (round 5)', () => {
    // 12: 2, 9: 3, 6: 4, 3: 6, 1: 3, 0: 2 after four rounds. Before: nine3 v a 1-point player, 8 points apart.
    const request = eventAfter([
      ...group('twelve', 2, 4, 0, 0),
      ...group('nine', 3, 3, 1, 0),
      ...group('six', 4, 2, 2, 0),
      ...group('three', 6, 1, 3, 0),
      ...group('one', 3, 0, 3, 1),
      ...group('zero', 2, 0, 4, 0),
    ]);
    const result = pairSwissRound(request);
    expect(result.metrics).toMatchObject({ rematches: 0, maxPointGap: 3 });
    expect(
      result.explanations.filter((e) => e.code === 'PAIRED_DOWN').map((e) => e.code === 'PAIRED_DOWN' && [e.fromPoints, e.toPoints]),
    ).toEqual([
      [9, 6],
      [6, 3],
      [3, 1],
    ]);
  });
});
