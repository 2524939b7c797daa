import type { Candidate, CandidatePair, HavePlayed } from './candidate';
import { compareObjectives, PairingObjective, pairingObjective } from './objective';
import { pairInWindows } from './windows';

export interface SearchLimits {
  /** Players per window on the first attempt. */
  readonly window: number;
  /** Largest window tried; at or above the player count the search is exact. */
  readonly maxWindow: number;
}

/** Fast for large events, exact whenever the players fit in `maxWindow`. */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = { window: 64, maxWindow: 512 };

export interface SearchResult {
  readonly pairs: CandidatePair[];
  /** True when the group was also solved as one problem, so the result is proven optimal. */
  readonly exact: boolean;
}

/**
 * Windowed search, widened (x4) while the result has a rematch or a bye that is not the
 * preferred one, since a wider view may avoid them; the best attempt wins.
 */
export function searchPairings(order: readonly Candidate[], played: HavePlayed, limits: SearchLimits): SearchResult {
  const repeatByeForced = order.every((c) => c.byes > 0) ? 1 : 0;
  let best: CandidatePair[] = [];
  let bestScore: PairingObjective | null = null;
  let exact = false;
  for (let window = limits.window; ; ) {
    const pairs = pairInWindows(order, played, Math.min(window, order.length));
    exact ||= window >= order.length;
    const score = pairingObjective(pairs, played, order);
    if (bestScore === null || compareObjectives(score, bestScore) < 0) {
      best = pairs;
      bestScore = score;
    }
    const clean = score[0] === 0 && score[1] === repeatByeForced && score[2] === 0;
    const wider = Math.min(window * 4, limits.maxWindow);
    if (clean || exact || wider <= window) return { pairs: best, exact };
    window = wider;
  }
}
