import type { Candidate } from './candidate';

/**
 * Weights for one matching problem, chosen so that one unit of a tier outweighs every
 * possible total of the tiers below it: rematches, then a repeated bye, then the bye's
 * rank, then pair-downs, then the point gap.
 */
export interface CostScale {
  readonly pairDown: number;
  readonly byeRank: number;
  readonly repeatBye: number;
  readonly rematch: number;
}

/** `vertexCount` includes the bye or float vertex; `pointSpread` is the largest point gap possible. */
export function costScale(vertexCount: number, pointSpread: number): CostScale {
  const pairs = Math.ceil(vertexCount / 2);
  const pairDown = pairs * pointSpread + 1;
  const pairTotal = pairs * (pairDown + pointSpread);
  const byeRank = pairTotal + 1;
  const repeatBye = vertexCount * byeRank + pairTotal + 1;
  const rematch = repeatBye + vertexCount * byeRank + pairTotal + 1;
  return { pairDown, byeRank, repeatBye, rematch };
}

export function pairCost(a: Candidate, b: Candidate, played: boolean, scale: CostScale): number {
  const gap = Math.abs(a.points - b.points);
  return (played ? scale.rematch : 0) + (gap > 0 ? scale.pairDown + gap : 0);
}

/**
 * Cost of leaving a player for the next part of the search, where the
 * first opponent available has `nextPoints`.
 */
export function floatCost(c: Candidate, nextPoints: number, scale: CostScale): number {
  const gap = Math.abs(c.points - nextPoints);
  return gap > 0 ? scale.pairDown + gap : 0;
}

/** `lowerRanked`: players of the same bye class (had one or not) ranked below `c`. */
export function byeCost(c: Candidate, lowerRanked: number, scale: CostScale): number {
  return (c.byes > 0 ? scale.repeatBye : 0) + lowerRanked * scale.byeRank;
}
