import type { Candidate, CandidatePair, HavePlayed } from './candidate';

/**
 * The quantities the Swiss search minimises, most important first (MTR 2.10 as the domain
 * brief reads it): rematches, a repeated bye, players of the bye recipient's class (had a bye
 * or not) ranked below it, the largest point gap, the sum of squared point gaps. Squares make
 * two pair-downs to the adjacent groups (3² + 3²) cheaper than one across both (6²).
 * All integers.
 */
export type PairingObjective = readonly [rematches: number, repeatedBye: number, byeRank: number, maxGap: number, squaredGaps: number];

export function pairingObjective(pairs: readonly CandidatePair[], played: HavePlayed, everyone: readonly Candidate[]): PairingObjective {
  let rematches = 0;
  let repeatedBye = 0;
  let byeRank = 0;
  let maxGap = 0;
  let squaredGaps = 0;
  for (const [a, b] of pairs) {
    if (b === null) {
      repeatedBye = a.byes > 0 ? 1 : 0;
      byeRank = everyone.filter((c) => c.rank > a.rank && c.byes > 0 === a.byes > 0).length;
    } else {
      if (played(a, b)) rematches++;
      const gap = Math.abs(a.points - b.points);
      maxGap = Math.max(maxGap, gap);
      squaredGaps += gap * gap;
    }
  }
  return [rematches, repeatedBye, byeRank, maxGap, squaredGaps];
}

export function compareObjectives(a: PairingObjective, b: PairingObjective): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
