import fc from 'fast-check';
import type { Candidate } from './candidate';
import { byeIndex, costScale, edgeCost, MAX_EXACT_WEIGHT } from './costs';

const c = (id: string, rank: number, byes = 0): Candidate => ({ id, points: 0, rank, byes });

describe('costScale', () => {
  it('makes a matching cost compare like the tuple (rematches, bye, squared gaps)', () => {
    // Any matching of `vertices`: up to `pairs` edges, each with a gap up to `maxGap`, at most one bye edge.
    const matching = (vertices: number, maxGap: number) => {
      const pairs = Math.ceil(vertices / 2);
      return fc.record({
        rematches: fc.integer({ min: 0, max: pairs }),
        bye: fc.integer({ min: 0, max: Math.max(0, vertices - 2) }),
        gaps: fc.array(fc.integer({ min: 0, max: maxGap }), { maxLength: pairs }),
      });
    };
    const problem = fc.record({ vertices: fc.integer({ min: 2, max: 10_000 }), maxGap: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(
        problem.chain(({ vertices, maxGap }) =>
          fc.tuple(fc.constant(costScale(vertices, maxGap)), matching(vertices, maxGap), matching(vertices, maxGap)),
        ),
        ([scale, x, y]) => {
          const cost = (m: typeof x): number =>
            edgeCost({ gap: 0, rematch: false, byeIndex: m.bye }, scale) +
            m.gaps.reduce((sum, gap, i) => sum + edgeCost({ gap, rematch: i < m.rematches, byeIndex: 0 }, scale), 0) +
            Math.max(0, m.rematches - m.gaps.length) * scale.rematch;
          const squares = (m: typeof x): number => m.gaps.reduce((sum, gap) => sum + gap * gap, 0);
          const tuple = (m: typeof x): number[] => [m.rematches, m.bye, squares(m)];
          const byTuple = Math.sign(
            tuple(x)
              .map((v, i) => v - tuple(y)[i])
              .find((d) => d !== 0) ?? 0,
          );
          expect(Number.isSafeInteger(cost(x))).toBe(true);
          expect(Math.sign(cost(x) - cost(y))).toBe(byTuple);
        },
      ),
      { numRuns: 500, seed: 13 },
    );
  });

  it('keeps every weight exact for 10,000 players with gaps up to 100 points', () => {
    const scale = costScale(10_000, 100);
    expect(scale.ceiling).toBeLessThanOrEqual(MAX_EXACT_WEIGHT);
    expect(scale.rematch).toBeGreaterThan(9_998 * scale.byeStep + 5_000 * 100 * 100);
    expect(scale.ceiling).toBeGreaterThan(scale.rematch + 100 * 100);
  });

  it('refuses a problem whose weights could lose precision', () => {
    expect(() => costScale(10_000, 100_000)).toThrow(RangeError);
  });
});

describe('byeIndex', () => {
  it('prefers the lowest ranked without a bye, then the lowest ranked with one', () => {
    const members = [c('a', 0), c('b', 1, 1), c('d', 2), c('e', 3, 1)];
    expect(members.map((m) => byeIndex(m, members))).toEqual([1, 3, 0, 2]);
  });
});

describe('edgeCost', () => {
  const scale = costScale(8, 6);
  it('is free within a point group without a rematch, and the squared gap otherwise', () => {
    expect(edgeCost({ gap: 0, rematch: false, byeIndex: 0 }, scale)).toBe(0);
    expect(edgeCost({ gap: 3, rematch: false, byeIndex: 0 }, scale)).toBe(9);
  });
  it('charges rematches and the bye by tier', () => {
    expect(edgeCost({ gap: 0, rematch: true, byeIndex: 0 }, scale)).toBe(scale.rematch);
    expect(edgeCost({ gap: 0, rematch: false, byeIndex: 2 }, scale)).toBe(2 * scale.byeStep);
  });
});
