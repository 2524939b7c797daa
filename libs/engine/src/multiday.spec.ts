import { computeMultiPhaseStandings, drawLotsAcrossCut, selectByMatchPoints, selectByRank, selectTopN } from './multiday';
import { MAGIC } from './profiles';
import { rational } from './rational';
import { computeStandings } from './standings';
import { EventBuilder } from './testing/event-builder';

/**
 * Day 1 (phase 1), two rounds:  A 2-0, G 2-0 (then drops), C D E F 1-1, B H 0-2.
 * Cut: 3 points or more and still in: A C D E F.
 * Day 2 (phase 2), two rounds: A 4-0, F 3-1, E 2-2, D 2-1 + bye, C 1-3.
 */
function twoDayEvent(): EventBuilder {
  return new EventBuilder()
    .players('A', 'B', 'C', 'D', 'E', 'F')
    .player('G', { dropped: true })
    .player('H')
    .match(1, 'A', 'B', 2, 0, 0, 1)
    .match(1, 'C', 'D', 2, 0, 0, 1)
    .match(1, 'E', 'F', 2, 0, 0, 1)
    .match(1, 'G', 'H', 2, 0, 0, 1)
    .match(2, 'A', 'C', 2, 0, 0, 1)
    .match(2, 'G', 'E', 2, 1, 0, 1)
    .match(2, 'B', 'D', 0, 2, 0, 1)
    .match(2, 'F', 'H', 2, 0, 0, 1)
    .match(3, 'A', 'C', 2, 0, 0, 2)
    .match(3, 'E', 'D', 2, 0, 0, 2)
    .bye(3, 'F', 2)
    .match(4, 'A', 'E', 2, 0, 0, 2)
    .match(4, 'F', 'C', 2, 0, 0, 2)
    .bye(4, 'D', 2);
}

const DAY_ONE_CUT = { afterPhase: 1, advanced: ['A', 'C', 'D', 'E', 'F'] };

describe('computeMultiPhaseStandings', () => {
  it('ranks everyone who made the cut first, then the rest on their day-1 snapshot', () => {
    const event = twoDayEvent();
    const rows = computeMultiPhaseStandings(event.participants, event.matches, MAGIC, [DAY_ONE_CUT]);
    expect(rows.map((r) => [r.rank, r.playerId, r.matchPoints, r.eliminatedAfterPhase])).toEqual([
      [1, 'A', 12, null],
      [2, 'F', 9, null],
      [3, 'E', 6, null],
      [4, 'D', 6, null],
      [5, 'C', 3, null],
      // G has more points than C but left at the cut.
      [6, 'G', 6, 1],
      // With final records H's opponents would rate 7/8 and pass B (3/4).
      [7, 'B', 0, 1],
      [8, 'H', 0, 1],
    ]);
    const h = rows.find((r) => r.playerId === 'H');
    expect(h?.omw).toEqual(rational(3, 4));
    const hFinal = computeStandings(event.participants, event.matches, MAGIC).find((r) => r.playerId === 'H');
    expect(hFinal?.omw).toEqual(rational(7, 8));
    expect(rows.find((r) => r.playerId === 'E')?.omw).toEqual(rational(13, 16));
  });

  it('orders players cut later above players cut earlier', () => {
    const event = twoDayEvent().match(5, 'A', 'F', 0, 2, 0, 3);
    const rows = computeMultiPhaseStandings(event.participants, event.matches, MAGIC, [
      { afterPhase: 2, advanced: ['A', 'F'] },
      DAY_ONE_CUT,
    ]);
    expect(rows.map((r) => [r.rank, r.playerId, r.eliminatedAfterPhase])).toEqual([
      [1, 'F', null],
      [2, 'A', null],
      [3, 'E', 2],
      [4, 'D', 2],
      [5, 'C', 2],
      [6, 'G', 1],
      [7, 'B', 1],
      [8, 'H', 1],
    ]);
    // E's snapshot after phase 2 does not see A's phase-3 loss: A counts 12/12.
    expect(rows.find((r) => r.playerId === 'E')?.omw).toEqual(rational(13, 16));
  });

  it('keeps shared ranks within a group only', () => {
    const event = new EventBuilder()
      .players('A', 'B', 'C', 'D')
      .match(1, 'A', 'B', 2, 0, 0, 1)
      .match(1, 'C', 'D', 2, 0, 0, 1)
      .match(2, 'A', 'C', 2, 0, 0, 2);
    const rows = computeMultiPhaseStandings(event.participants, event.matches, MAGIC, [{ afterPhase: 1, advanced: ['A', 'C'] }]);
    expect(rows.map((r) => [r.rank, r.playerId])).toEqual([
      [1, 'A'],
      [2, 'C'],
      [3, 'B'],
      [3, 'D'],
    ]);
  });

  it('is plain standings without cuts', () => {
    const event = twoDayEvent();
    const plain = computeStandings(event.participants, event.matches, MAGIC);
    const rows = computeMultiPhaseStandings(event.participants, event.matches, MAGIC, []);
    expect(rows).toEqual(plain.map((row) => ({ ...row, eliminatedAfterPhase: null })));
  });
});

describe('cut selection', () => {
  const dayOne = () => {
    const event = twoDayEvent();
    return computeStandings(
      event.participants,
      event.matches.filter((m) => m.phase === 1),
      MAGIC,
    );
  };

  it('selects by a match-point threshold, skipping dropped players', () => {
    expect(selectByMatchPoints(dayOne(), 3).sort()).toEqual(['A', 'C', 'D', 'E', 'F']);
    expect(selectByMatchPoints(dayOne(), 6)).toEqual(['A']);
  });

  it('selects by rank, players tied at the line together, skipping dropped players', () => {
    const rows = [
      { playerId: 'a', rank: 1, dropped: false, matchPoints: 9 },
      { playerId: 'b', rank: 2, dropped: false, matchPoints: 6 },
      { playerId: 'c', rank: 2, dropped: false, matchPoints: 6 },
      { playerId: 'd', rank: 2, dropped: true, matchPoints: 6 },
      { playerId: 'e', rank: 5, dropped: false, matchPoints: 3 },
    ];
    expect(selectByRank(rows, 2)).toEqual(['a', 'b', 'c']);
    expect(selectByRank(rows, 1)).toEqual(['a']);
  });

  it('selects the top N not dropped', () => {
    const rows = dayOne();
    // Day 1 order, worked by hand: A, G (dropped), E, C, F, D, B, H.
    expect(rows.map((r) => r.playerId)).toEqual(['A', 'G', 'E', 'C', 'F', 'D', 'B', 'H']);
    expect(selectTopN(rows, 1)).toEqual({ advanced: ['A'], tiedAcrossCut: [] });
    expect(selectTopN(rows, 4)).toEqual({ advanced: ['A', 'E', 'C', 'F'], tiedAcrossCut: [] });
    expect(selectTopN(rows, 10).advanced).toEqual(['A', 'E', 'C', 'F', 'D', 'B', 'H']);
  });

  it('lists every player of the split tie', () => {
    const event = new EventBuilder().players('a', 'b', 'c', 'd').match(1, 'a', 'b', 2, 0).match(1, 'c', 'd', 2, 0);
    const rows = computeStandings(event.participants, event.matches, MAGIC);
    expect(selectTopN(rows, 1)).toEqual({ advanced: ['a'], tiedAcrossCut: ['a', 'c'] });
    expect(selectTopN(rows, 2)).toEqual({ advanced: ['a', 'c'], tiedAcrossCut: [] });
    expect(selectTopN(rows, 3)).toEqual({ advanced: ['a', 'c', 'b'], tiedAcrossCut: ['b', 'd'] });
  });

  it('draws lots for a split tie (organizer policy): the same seed, the same draw; those above the tie keep their places', () => {
    const event = new EventBuilder().players('a', 'b', 'c', 'd').match(1, 'a', 'b', 2, 0).match(1, 'c', 'd', 2, 0);
    const rows = computeStandings(event.participants, event.matches, MAGIC);
    const tie = selectTopN(rows, 3);
    const draw = drawLotsAcrossCut(tie, 'seed-1');
    expect(draw).toEqual(drawLotsAcrossCut(tie, 'seed-1'));
    expect(draw.advanced.slice(0, 2)).toEqual(['a', 'c']);
    expect([...draw.drawn].sort()).toEqual(['b', 'd']);
    expect(draw.advanced[2]).toBe(draw.drawn[0]);
    // Over seeds, each tied player is drawn first sometimes.
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => drawLotsAcrossCut(tie, `seed-${i}`).drawn[0]));
    expect([...firsts].sort()).toEqual(['b', 'd']);
  });
});
