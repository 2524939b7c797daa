import type { MatchRecord } from '../model';
import { pairingHistory } from './history';
import { pairingMetrics } from './metrics';

describe('pairingMetrics', () => {
  it('counts rematches, pair-downs, point gaps and their squares, ignoring byes', () => {
    const history = pairingHistory(
      [{ round: 1, player1: 'a', player2: 'b', player1Wins: 2, player2Wins: 0, draws: 0 } satisfies MatchRecord],
      2,
    );
    const points = new Map([
      ['a', 3],
      ['b', 0],
      ['c', 3],
      ['d', 0],
      ['e', 0],
    ]);
    const metrics = pairingMetrics(
      [
        { player1: 'a', player2: 'b' },
        { player1: 'c', player2: 'd' },
        { player1: 'e', player2: null },
      ],
      points,
      history,
    );
    expect(metrics).toEqual({ rematches: 1, pairDowns: 2, maxPointGap: 3, totalPointGap: 6, squaredPointGaps: 18 });
  });
});
