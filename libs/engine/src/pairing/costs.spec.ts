import type { Candidate } from './candidate';
import { byeCost, costScale, floatCost, pairCost } from './costs';

const c = (points: number, byes = 0): Candidate => ({ id: `p${points}`, points, rank: 0, byes });

describe('costScale', () => {
  it('makes each tier outweigh everything below it', () => {
    const vertices = 13;
    const spread = 9;
    const s = costScale(vertices, spread);
    const pairs = Math.ceil(vertices / 2);
    const allPairDowns = pairs * (s.pairDown + spread);
    expect(s.pairDown).toBeGreaterThan(pairs * spread);
    expect(s.byeRank).toBeGreaterThan(allPairDowns);
    expect(s.repeatBye).toBeGreaterThan(vertices * s.byeRank + allPairDowns);
    expect(s.rematch).toBeGreaterThan(s.repeatBye + vertices * s.byeRank + allPairDowns);
  });
});

describe('pair, float and bye costs', () => {
  const s = costScale(8, 6);
  it('is free within a point group without a rematch', () => {
    expect(pairCost(c(6), c(6), false, s)).toBe(0);
    expect(floatCost(c(3), 3, s)).toBe(0);
  });
  it('charges a pair-down plus the gap', () => {
    expect(pairCost(c(6), c(3), false, s)).toBe(s.pairDown + 3);
    expect(floatCost(c(6), 0, s)).toBe(s.pairDown + 6);
  });
  it('charges rematches and repeated byes by tier', () => {
    expect(pairCost(c(3), c(3), true, s)).toBe(s.rematch);
    expect(byeCost(c(0, 1), 0, s)).toBe(s.repeatBye);
    expect(byeCost(c(0), 2, s)).toBe(2 * s.byeRank);
  });
});
