import fc from 'fast-check';
import { oracleInput, pairingValue } from '../testing/pairing-oracle';
import { randomSwissEvent } from '../testing/random-swiss-event';
import type { Candidate } from './candidate';
import { forcedGap } from './search';
import { pairSwissRound } from './swiss';

const players = (...points: number[]): Candidate[] => points.map((p, rank) => ({ id: `p${rank}`, points: p, rank, byes: 0 }));

describe('forcedGap', () => {
  it('is the largest gap below an odd number of players', () => {
    expect(forcedGap(players(9, 6, 6, 6, 3, 3), null)).toBe(3);
    expect(forcedGap(players(9, 9, 6, 6, 3, 3), null)).toBe(0);
    expect(forcedGap(players(6, 6, 6, 3, 3, 1, 1, 1, 0), null)).toBe(3);
  });

  it('leaves the bye recipient out', () => {
    const order = players(6, 3, 3, 1, 1);
    expect(forcedGap(order, order[4])).toBe(3);
    expect(forcedGap(order, order[0])).toBe(0);
  });
});

describe('searchPairings through pairSwissRound: the windowed search (up to 80 players, windows of 8)', () => {
  it('is as good as one exact solve on rematches, the bye and the largest gap', () => {
    fc.assert(
      fc.property(randomSwissEvent(80), (request) => {
        const input = oracleInput(request);
        const windowed = pairingValue(input, pairSwissRound({ ...request, limits: { window: 8, maxWindow: 128 } }).pairings);
        const exact = pairingValue(input, pairSwissRound({ ...request, limits: { window: 128, maxWindow: 128 } }).pairings);
        expect(windowed.slice(0, 4)).toEqual(exact.slice(0, 4));
      }),
      { numRuns: 150, seed: 1306 },
    );
  });
});
