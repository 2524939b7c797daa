import type { Candidate, CandidatePair, HavePlayed } from './candidate';

/**
 * The quantities the Swiss search minimises, most important first:
 * rematches, a repeated bye, players of the bye recipient's class (had a bye or not)
 * ranked below it, pair-downs, total point gap.
 */
export type PairingObjective = readonly [number, number, number, number, number];

export function pairingObjective(pairs: readonly CandidatePair[], played: HavePlayed, everyone: readonly Candidate[]): PairingObjective {
  let rematches = 0;
  let repeatedBye = 0;
  let byeRank = 0;
  let pairDowns = 0;
  let gap = 0;
  for (const [a, b] of pairs) {
    if (b === null) {
      repeatedBye = a.byes > 0 ? 1 : 0;
      byeRank = everyone.filter((c) => c.rank > a.rank && (c.byes > 0) === (a.byes > 0)).length;
    } else {
      if (played(a, b)) rematches++;
      if (a.points !== b.points) pairDowns++;
      gap += Math.abs(a.points - b.points);
    }
  }
  return [rematches, repeatedBye, byeRank, pairDowns, gap];
}

export function compareObjectives(a: PairingObjective, b: PairingObjective): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
