import type { Candidate } from './candidate';

/**
 * Weights for one matching problem. A matching's cost is the mixed-radix integer
 * `rematches * rematch + byeIndex * byeStep + squaredGaps`: with `squaredGaps <= pairs * maxGap²
 * < byeStep` and `byeIndex * byeStep + squaredGaps < rematch`, comparing two costs compares the
 * tuples (rematches, bye, squared gaps) lexicographically. The largest gap is not a sum, so it
 * is settled outside the weights: by leaving out the edges whose gap exceeds a limit.
 */
export interface CostScale {
  /** One unit of the bye tier (`byeIndex`, see `byeIndex`). */
  readonly byeStep: number;
  readonly rematch: number;
  /** Above every edge's cost: edge weights are `ceiling - cost`, all positive. */
  readonly ceiling: number;
}

/**
 * Every weight and every intermediate value of the blossom algorithm (which works with doubled
 * duals and slacks of a few times the largest weight) stays an exact integer in a double while
 * the largest weight is at most 2^48 (Number.MAX_SAFE_INTEGER is 2^53 - 1).
 */
export const MAX_EXACT_WEIGHT = 2 ** 48;

/**
 * `vertexCount` includes the bye or float vertex; `maxGap` is the largest point gap of any edge
 * in the problem. 10,000 vertices with gaps up to 100 points give a ceiling near 2.5e13 (2^45).
 */
export function costScale(vertexCount: number, maxGap: number): CostScale {
  const pairs = Math.ceil(vertexCount / 2);
  const byeStep = pairs * maxGap * maxGap + 1;
  const rematch = vertexCount * byeStep;
  const ceiling = rematch + maxGap * maxGap + 1;
  if (ceiling > MAX_EXACT_WEIGHT) throw new RangeError(`costScale: ${vertexCount} vertices with gaps up to ${maxGap} exceed exact weights`);
  return { byeStep, rematch, ceiling };
}

/** What an edge of the matching costs; `byeIndex` is 0 on every edge but the bye's. */
export function edgeCost(edge: { readonly gap: number; readonly rematch: boolean; readonly byeIndex: number }, scale: CostScale): number {
  return (edge.rematch ? scale.rematch : 0) + edge.byeIndex * scale.byeStep + edge.gap * edge.gap;
}

/**
 * Position of `c` in the order the bye is preferred, 0 = preferred: players without a bye
 * before those with one, lowest ranked first. `members` includes `c`.
 */
export function byeIndex(c: Candidate, members: readonly Candidate[]): number {
  const hadBye = c.byes > 0;
  let index = 0;
  for (const m of members) {
    if (m.byes > 0 === hadBye ? m.rank > c.rank : hadBye) index++;
  }
  return index;
}
