import fc from 'fast-check';
import { MatchRecord, Participant } from './model';
import { FINAL_FANTASY_TCG, MAGIC, POKEMON_STYLE, RuleProfile } from './profiles';
import { compare, rational, toFixed } from './rational';
import { computeStandings, formatPercentage, StandingRow } from './standings';
import { EventBuilder } from './testing/event-builder';

function rowOf(rows: readonly StandingRow[], id: string): StandingRow {
  const row = rows.find((r) => r.playerId === id);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

const standingsOf = (event: EventBuilder, profile: RuleProfile = MAGIC) => computeStandings(event.participants, event.matches, profile);

describe('MTR appendix C worked examples', () => {
  it.each([
    [6, 2, 0, 18],
    [4, 2, 2, 14],
  ])('match points: %i-%i-%i gives %i', (wins, losses, draws, points) => {
    const event = new EventBuilder().player('P').complete('P', wins, losses, draws);
    const row = rowOf(standingsOf(event), 'P');
    expect(row.matchPoints).toBe(points);
    expect([row.wins, row.losses, row.draws, row.matchesPlayed]).toEqual([wins, losses, draws, wins + losses + draws]);
  });

  it.each([
    [2, 0, 0, 6, 0],
    [2, 1, 0, 6, 3],
    [2, 0, 1, 7, 1],
  ])('game points: a %i-%i-%i match gives %i and %i', (w1, w2, d, winnerPoints, loserPoints) => {
    const event = new EventBuilder().players('W', 'L').match(1, 'W', 'L', w1, w2, d);
    const rows = standingsOf(event);
    expect(rowOf(rows, 'W').gamePoints).toBe(winnerPoints);
    expect(rowOf(rows, 'L').gamePoints).toBe(loserPoints);
    expect(rowOf(rows, 'W').gamesPlayed).toBe(w1 + w2 + d);
  });

  it('match-win percentage: full event, early drop floored, drop after a bye', () => {
    const event = new EventBuilder()
      .player('full')
      .player('early', { dropped: true })
      .player('withBye', { dropped: true })
      .complete('full', 5, 2, 1)
      .complete('early', 1, 3, 0)
      .bye(1, 'withBye')
      .complete('withBye', 3, 2, 0);
    const rows = standingsOf(event);
    expect(rowOf(rows, 'full')).toMatchObject({ matchPoints: 16, matchesPlayed: 8, mwp: rational(16, 24) });
    expect(toFixed(rowOf(rows, 'full').mwp, 3)).toBe('0.667');
    // 3/12 = 0.25 is below the floor.
    expect(rowOf(rows, 'early')).toMatchObject({ matchPoints: 3, matchesPlayed: 4, mwp: rational(1, 3) });
    expect(rowOf(rows, 'withBye')).toMatchObject({ matchPoints: 9, matchesPlayed: 5, byes: 1, mwp: rational(3, 5) });
  });

  it('game-win percentage: 21 of 30 points, and 9 of 33 floored', () => {
    const event = new EventBuilder()
      .players('A', 'B', 'a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4')
      .match(1, 'A', 'a1', 2, 0)
      .match(2, 'A', 'a2', 2, 1)
      .match(3, 'A', 'a3', 1, 2)
      .match(4, 'A', 'a4', 2, 0)
      .match(1, 'B', 'b1', 1, 2)
      .match(2, 'B', 'b2', 1, 2)
      .match(3, 'B', 'b3', 0, 2)
      .match(4, 'B', 'b4', 1, 2);
    const rows = standingsOf(event);
    expect(rowOf(rows, 'A')).toMatchObject({ gamePoints: 21, gamesPlayed: 10, gwp: rational(7, 10) });
    expect(rowOf(rows, 'B')).toMatchObject({ gamePoints: 9, gamesPlayed: 11, gwp: rational(1, 3) });
  });

  /** Opponents' records from the appendix: [wins, losses, draws], and whether they beat P. */
  const opponents: [string, number, number, number, boolean][] = [
    ['o1', 4, 4, 0, false],
    ['o2', 7, 1, 0, true],
    ['o3', 1, 3, 1, false],
    ['o4', 3, 3, 1, false],
    ['o5', 6, 2, 0, false],
    ['o6', 5, 2, 1, false],
    ['o7', 4, 3, 1, false],
    ['o8', 6, 1, 1, true],
  ];

  function omwEvent(withBye: boolean): EventBuilder {
    const event = new EventBuilder().player('P');
    opponents.forEach(([id, wins, losses, draws, beatP], i) => {
      const round = i + 1;
      if (withBye && round === 1) {
        event.bye(1, 'P');
        return;
      }
      event.player(id, { dropped: wins + losses + draws < 8 });
      if (beatP) event.match(round, 'P', id, 0, 2);
      else event.match(round, 'P', id, 2, 0);
      event.complete(id, wins, losses, draws);
    });
    return event;
  }

  it('opponents’ match-win percentage: 0.62 is exactly 829/1344 with the 1/3 floor', () => {
    const rows = standingsOf(omwEvent(false));
    const p = rowOf(rows, 'P');
    expect([p.wins, p.losses, p.draws]).toEqual([6, 2, 0]);
    // (12/24 + 21/24 + 1/3 + 10/21 + 18/24 + 16/24 + 13/24 + 19/24) / 8
    expect(p.omw).toEqual(rational(829, 1344));
    expect(toFixed(p.omw, 2)).toBe('0.62');
    expect(toFixed(p.omw, 5)).toBe('0.61682');
    expect(rowOf(rows, 'o3').mwp).toEqual(rational(1, 3));
    expect(rowOf(rows, 'o4').mwp).toEqual(rational(10, 21));
  });

  it('opponents’ match-win percentage leaves the bye out: 0.63 is exactly 745/1176', () => {
    const p = rowOf(standingsOf(omwEvent(true)), 'P');
    expect([p.wins, p.losses, p.draws, p.byes]).toEqual([6, 2, 0, 1]);
    expect(p.omw).toEqual(rational(745, 1176));
    expect(toFixed(p.omw, 2)).toBe('0.63');
    expect(toFixed(p.omw, 5)).toBe('0.63350');
  });

  it('a bye is a 2-0 win: 3 match points and 6 game points, whatever the record says', () => {
    const event = new EventBuilder().player('P');
    event.matches.push({ round: 1, player1: 'P', player2: null, player1Wins: 0, player2Wins: 0, draws: 0 });
    const p = rowOf(standingsOf(event), 'P');
    expect(p).toMatchObject({ matchPoints: 3, gamePoints: 6, gamesPlayed: 2, wins: 1, byes: 1, mwp: rational(1), gwp: rational(1) });
    // No opponent at all: the opponents' rates sit at the floor.
    expect(p.omw).toEqual(rational(1, 3));
    expect(p.ogw).toEqual(rational(1, 3));
  });

  // MTR appendix C (judge-handbook-ja.txt:17617 「プレイされなかったゲームには点数は」…): games never
  // played earn no game points and do not count in GW%; the missed round is still a match loss.
  it('a round missed by a late entry is a match loss with no games, and nobody’s opponent (appendix C, line 17617)', () => {
    const event = new EventBuilder().players('L', 'X').match(2, 'L', 'X', 2, 1);
    event.matches.push({ round: 1, player1: 'L', player2: null, player1Wins: 0, player2Wins: 0, draws: 0, missed: true });
    const rows = standingsOf(event);
    const late = rowOf(rows, 'L');
    // 3 points of 6 possible; games 2 won of the 3 played = 6/9 (not 6/15: the missed round's games were never played).
    expect(late).toMatchObject({
      matchPoints: 3,
      wins: 1,
      losses: 1,
      byes: 0,
      matchesPlayed: 2,
      gamePoints: 6,
      gamesPlayed: 3,
      mwp: rational(1, 2),
      gwp: rational(2, 3),
    });
    // Only X is an opponent: X lost 1-2, so OMW is X's floored 1/3; X's OGW is L's GW% 2/3.
    expect(late.omw).toEqual(rational(1, 3));
    expect(rowOf(rows, 'X').ogw).toEqual(rational(2, 3));
  });

  it('a late entry who missed every round so far has no games: GW% sits at the floor', () => {
    const event = new EventBuilder().players('L');
    event.matches.push({ round: 1, player1: 'L', player2: null, player1Wins: 0, player2Wins: 0, draws: 0, missed: true });
    expect(rowOf(standingsOf(event), 'L')).toMatchObject({ matchPoints: 0, losses: 1, gamesPlayed: 0, gamePoints: 0, gwp: rational(1, 3) });
  });
});

describe('computeStandings', () => {
  // Round robin of four, worked by hand:
  // A: 7 pts, games 17/27; B: 0 pts, 6/24; C: 7 pts, 16/24; D: 3 pts, 7/21.
  const roundRobin = () =>
    new EventBuilder()
      .players('A', 'B', 'C', 'D')
      .match(1, 'A', 'B', 2, 1)
      .match(1, 'C', 'D', 2, 0)
      .match(2, 'A', 'C', 1, 1, 1)
      .match(2, 'B', 'D', 0, 2)
      .match(3, 'A', 'D', 2, 0, 1)
      .match(3, 'B', 'C', 1, 2);

  it('computes every column and orders by OMW, then GW', () => {
    const rows = standingsOf(roundRobin());
    expect(rows.map((r) => [r.rank, r.playerId])).toEqual([
      [1, 'C'],
      [2, 'A'],
      [3, 'D'],
      [4, 'B'],
    ]);
    expect(rowOf(rows, 'A')).toMatchObject({
      matchPoints: 7,
      gamePoints: 17,
      gamesPlayed: 9,
      mwp: rational(7, 9),
      gwp: rational(17, 27),
      omw: rational(13, 27),
      ogw: rational(4, 9),
    });
    expect(rowOf(rows, 'C')).toMatchObject({ gwp: rational(2, 3), omw: rational(13, 27), ogw: rational(35, 81) });
    expect(rowOf(rows, 'B')).toMatchObject({ mwp: rational(1, 3), gwp: rational(1, 3), omw: rational(17, 27), ogw: rational(44, 81) });
    expect(rowOf(rows, 'D')).toMatchObject({ matchPoints: 3, omw: rational(17, 27), ogw: rational(44, 81) });
    // OOMW: mean of the opponents' OMW. A met B, C, D: (17/27 + 13/27 + 17/27) / 3.
    expect(rowOf(rows, 'A').oomw).toEqual(rational(47, 81));
  });

  it('follows the profile’s tiebreaker order', () => {
    const ogwFirst: RuleProfile = { ...MAGIC, tiebreakers: ['matchPoints', 'ogw'] };
    expect(standingsOf(roundRobin(), ogwFirst).map((r) => r.playerId)).toEqual(['A', 'C', 'D', 'B']);
    const pointsOnly: RuleProfile = { ...MAGIC, tiebreakers: ['matchPoints'] };
    expect(standingsOf(roundRobin(), pointsOnly).map((r) => [r.rank, r.playerId])).toEqual([
      [1, 'A'],
      [1, 'C'],
      [3, 'D'],
      [4, 'B'],
    ]);
  });

  it('gives true ties one rank and skips the next', () => {
    const event = new EventBuilder().players('d', 'c', 'b', 'a').match(1, 'a', 'b', 2, 0).match(1, 'c', 'd', 2, 0);
    expect(standingsOf(event).map((r) => [r.rank, r.playerId])).toEqual([
      [1, 'a'],
      [1, 'c'],
      [3, 'b'],
      [3, 'd'],
    ]);
  });

  it('leaves disqualified players out of the ranking but keeps them as opponents', () => {
    const event = roundRobin();
    event.participants[3] = { id: 'D', disqualified: true };
    const rows = standingsOf(event);
    expect(rows.map((r) => [r.rank, r.playerId])).toEqual([
      [1, 'C'],
      [2, 'A'],
      [3, 'B'],
    ]);
    expect(rowOf(rows, 'A').omw).toEqual(rational(13, 27));
  });

  it('leaves out players who dropped before playing, and flags other drops', () => {
    const event = new EventBuilder().players('A', 'B').player('gone', { dropped: true }).player('left', { dropped: true });
    event.match(1, 'A', 'left', 2, 0).bye(1, 'B');
    const rows = standingsOf(event);
    expect(rows.map((r) => r.playerId).sort()).toEqual(['A', 'B', 'left']);
    expect(rowOf(rows, 'left').dropped).toBe(true);
    expect(rowOf(rows, 'A').dropped).toBe(false);
  });

  it('lists registered players with nothing played at the floor', () => {
    const rows = standingsOf(new EventBuilder().players('A', 'B'));
    expect(rows.map((r) => [r.rank, r.playerId, r.matchesPlayed])).toEqual([
      [1, 'A', 0],
      [1, 'B', 0],
    ]);
    expect(rows[0].mwp).toEqual(rational(1, 3));
    expect(rows[0].gwp).toEqual(rational(1, 3));
  });

  it('counts an intentional draw as three drawn games', () => {
    const event = new EventBuilder().players('A', 'B', 'C').match(1, 'A', 'B', 0, 0, 3).match(2, 'A', 'C', 2, 0);
    const a = rowOf(standingsOf(event), 'A');
    expect(a).toMatchObject({ matchPoints: 4, draws: 1, gamePoints: 9, gamesPlayed: 5, gwp: rational(3, 5), mwp: rational(2, 3) });
  });

  it('uses irregular scores as recorded', () => {
    const event = new EventBuilder().players('A', 'B').match(1, 'A', 'B', 3, 0);
    const rows = standingsOf(event);
    expect(rowOf(rows, 'A')).toMatchObject({ matchPoints: 3, gamePoints: 9, gamesPlayed: 3 });
    expect(rowOf(rows, 'B')).toMatchObject({ matchPoints: 0, gamePoints: 0, gamesPlayed: 3 });
  });

  it('IPG 4.3 example A (judge-handbook-ja.txt:18935): a double loss by penalty is a loss for both, games as played, in OMW too', () => {
    const matches: MatchRecord[] = [
      { round: 1, player1: 'A', player2: 'B', player1Wins: 1, player2Wins: 0, draws: 0, doubleLoss: true },
      { round: 1, player1: 'C', player2: 'D', player1Wins: 2, player2Wins: 0, draws: 0 },
      { round: 2, player1: 'A', player2: 'C', player1Wins: 0, player2Wins: 2, draws: 0 },
      { round: 2, player1: 'B', player2: 'D', player1Wins: 2, player2Wins: 1, draws: 0 },
    ];
    const rows = computeStandings(
      ['A', 'B', 'C', 'D'].map((id) => ({ id })),
      matches,
      MAGIC,
    );
    expect(rowOf(rows, 'A')).toMatchObject({ matchPoints: 0, wins: 0, losses: 2, gamePoints: 3, gamesPlayed: 3 });
    expect(rowOf(rows, 'B')).toMatchObject({ matchPoints: 3, wins: 1, losses: 1, gamePoints: 6, gamesPlayed: 4 });
    // C's opponents: D (0 of 2) and A (0 of 2, not the 1/2 a 1–0 win would give): both at the 1/3 floor.
    expect(rowOf(rows, 'C').omw).toEqual(rational(1, 3));
  });

  it('counts a rematch once per match', () => {
    const event = new EventBuilder()
      .players('A', 'B', 'C')
      .match(1, 'A', 'B', 2, 0)
      .match(2, 'A', 'B', 2, 0)
      .match(3, 'A', 'C', 0, 2)
      .match(1, 'C', 'B', 2, 0);
    // A's opponents: B (1/3 floor) twice, C (2 wins of 2 = 1) once.
    expect(rowOf(standingsOf(event), 'A').omw).toEqual(rational(5, 9));
  });

  it('rejects records naming unknown players and duplicate participants as bugs', () => {
    const stray = new EventBuilder().players('A').match(1, 'A', 'X', 2, 0);
    expect(() => standingsOf(stray)).toThrow(/X/);
    const twice = new EventBuilder().players('A', 'A');
    expect(() => standingsOf(twice)).toThrow(/twice/);
  });

  it('reads points, bye value and floor from the profile (FFTCG: one-game matches)', () => {
    const event = new EventBuilder().players('A', 'B', 'C').match(1, 'A', 'B', 1, 0).bye(1, 'C').match(2, 'B', 'C', 0, 0, 1);
    const rows = computeStandings(event.participants, event.matches, FINAL_FANTASY_TCG);
    expect(rowOf(rows, 'C')).toMatchObject({ matchPoints: 4, gamePoints: 4, gamesPlayed: 2, mwp: rational(4, 6) });
    expect(rows.map((r) => r.playerId)).toEqual(['C', 'A', 'B']);
  });

  it('measures win rate by wins with the Pokémon-style profile, floored at 1/4', () => {
    const event = new EventBuilder()
      .players('A', 'B', 'C', 'D')
      .match(1, 'A', 'B', 2, 0)
      .match(2, 'A', 'C', 1, 1, 1)
      .match(1, 'C', 'D', 2, 1)
      .match(2, 'B', 'D', 2, 1);
    const rows = computeStandings(event.participants, event.matches, POKEMON_STYLE);
    // C: one win and one draw in two rounds = 1/2 (by match points it would be 4/6).
    expect(rowOf(rows, 'C').mwp).toEqual(rational(1, 2));
    // D lost both: 0 floored to 1/4.
    expect(rowOf(rows, 'D').mwp).toEqual(rational(1, 4));
    // A met B (1/2) and C (1/2).
    expect(rowOf(rows, 'A').omw).toEqual(rational(1, 2));
  });

  it('formats percentages for display', () => {
    expect(formatPercentage(rational(829, 1344))).toBe('61.68');
    expect(formatPercentage(rational(1, 3), 1)).toBe('33.3');
  });
});

describe('computeStandings properties', () => {
  const SCORES: [number, number, number][] = [
    [2, 0, 0],
    [2, 1, 0],
    [0, 2, 0],
    [1, 2, 0],
    [1, 1, 1],
    [1, 0, 1],
    [0, 0, 3],
    [0, 0, 1],
    [1, 1, 0],
  ];

  const eventArbitrary = fc
    .record({
      size: fc.integer({ min: 1, max: 12 }),
      rounds: fc.integer({ min: 0, max: 5 }),
      seed: fc.integer(),
      flags: fc.array(fc.constantFrom('none', 'dropped', 'disqualified'), { minLength: 12, maxLength: 12 }),
    })
    .chain(({ size, rounds, flags }) =>
      fc
        .array(
          fc.record({
            order: fc.shuffledSubarray([...Array(size).keys()], { minLength: size, maxLength: size }),
            scores: fc.array(fc.constantFrom(...SCORES), { minLength: 6, maxLength: 6 }),
          }),
          { minLength: rounds, maxLength: rounds },
        )
        .map((roundData) => {
          const participants: Participant[] = [...Array(size).keys()].map((i) => ({
            id: `p${i}`,
            ...(flags[i] === 'dropped' ? { dropped: true } : flags[i] === 'disqualified' ? { disqualified: true } : {}),
          }));
          const matches: MatchRecord[] = [];
          roundData.forEach(({ order, scores }, r) => {
            for (let i = 0; i < order.length; i += 2) {
              const [w1, w2, d] = scores[i / 2];
              matches.push(
                i + 1 < order.length
                  ? { round: r + 1, player1: `p${order[i]}`, player2: `p${order[i + 1]}`, player1Wins: w1, player2Wins: w2, draws: d }
                  : { round: r + 1, player1: `p${order[i]}`, player2: null, player1Wins: 2, player2Wins: 0, draws: 0 },
              );
            }
          });
          return { participants, matches };
        }),
    );

  it('does not depend on the order of participants or matches', () => {
    fc.assert(
      fc.property(eventArbitrary, fc.integer(), ({ participants, matches }, salt) => {
        const shuffle = <T>(items: T[]) =>
          items
            .map((item, i) => ({ item, key: Math.sin(i * 12.9898 + salt) }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const original = computeStandings(participants, matches, MAGIC);
        const swapped = matches.map((m) =>
          m.player2 === null ? m : { ...m, player1: m.player2, player2: m.player1, player1Wins: m.player2Wins, player2Wins: m.player1Wins },
        );
        expect(computeStandings(shuffle(participants), shuffle(swapped), MAGIC)).toEqual(original);
      }),
    );
  });

  it('keeps every rate within [floor, 1] and ranks consistently', () => {
    fc.assert(
      fc.property(eventArbitrary, fc.constantFrom(MAGIC, POKEMON_STYLE, FINAL_FANTASY_TCG), ({ participants, matches }, profile) => {
        const rows = computeStandings(participants, matches, profile);
        for (const row of rows) {
          for (const rate of [row.mwp, row.gwp, row.omw, row.ogw, row.oomw]) {
            expect(compare(rate, profile.percentageFloor)).toBeGreaterThanOrEqual(0);
            expect(compare(rate, rational(1))).toBeLessThanOrEqual(0);
          }
        }
        rows.forEach((row, i) => {
          if (i === 0) expect(row.rank).toBe(1);
          else expect(row.rank === rows[i - 1].rank || row.rank === i + 1).toBe(true);
          if (i > 0) expect(row.matchPoints).toBeLessThanOrEqual(rows[i - 1].matchPoints);
        });
        const expectedIds = participants
          .filter((p) => !p.disqualified && (!p.dropped || matches.some((m) => m.player1 === p.id || m.player2 === p.id)))
          .map((p) => p.id)
          .sort();
        expect(rows.map((r) => r.playerId).sort()).toEqual(expectedIds);
      }),
    );
  });
});
