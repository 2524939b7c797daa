import { continuing } from './cut';
import type { StandingRow } from '../shared/exports/standings';

const row = (id: string, rank: number, matchPoints: number, extra: Partial<StandingRow> = {}) =>
  ({ rank, matchPoints, dropped: false, eliminatedAfterPhase: null, player: { id, name: id }, ...extra }) as StandingRow;

describe('who continues to the next phase', () => {
  const rows = [
    row('a', 1, 12),
    row('b', 2, 10),
    row('c', 2, 10),
    row('d', 4, 9),
    row('e', 5, 9, { dropped: true }),
    row('f', 6, 6, { eliminatedAfterPhase: 1 }),
  ];

  it('takes everyone with at least the points, but not the dropped or those cut before', () => {
    expect(continuing(rows, 'points', 9).map((r) => r.player.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(continuing(rows, 'points', 6).map((r) => r.player.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes the top ranks, players tied on every tiebreaker together', () => {
    expect(continuing(rows, 'rank', 2).map((r) => r.player.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes nobody until a threshold is given', () => {
    expect(continuing(rows, 'rank', '')).toEqual([]);
  });
});
