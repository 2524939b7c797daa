import type { Candidate, CandidatePair, HavePlayed } from './candidate';
import { compareObjectives, PairingObjective, pairingObjective } from './objective';
import { reduceLargeGroups } from './groups';
import { preferredByeRecipient } from './subproblem';
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
 * Windowed search (see `pairInWindows`, after `reduceLargeGroups`), widened (x4) while the result
 * has a rematch, a bye that is not the preferred one, or a larger point gap than the parity of the
 * point groups forces (`forcedGap`), since a wider view may avoid them; the best attempt wins.
 */
export function searchPairings(order: readonly Candidate[], played: HavePlayed, limits: SearchLimits): SearchResult {
  const repeatByeForced = order.every((c) => c.byes > 0) ? 1 : 0;
  const gapForced = forcedGap(order, order.length % 2 === 1 ? preferredByeRecipient(order) : null);
  let best: CandidatePair[] = [];
  let bestScore: PairingObjective | null = null;
  let exact = false;
  for (let window = limits.window; ;) {
    const pairs = attempt(order, played, window);
    exact ||= window >= order.length;
    const score = pairingObjective(pairs, played, order);
    if (bestScore === null || compareObjectives(score, bestScore) < 0) {
      best = pairs;
      bestScore = score;
    }
    const clean = score[0] === 0 && score[1] === repeatByeForced && score[2] === 0 && score[3] === gapForced;
    const wider = Math.min(window * 4, limits.maxWindow);
    if (clean || exact || wider <= window) return { pairs: best, exact };
    window = wider;
  }
}

/** One exact solve when everyone fits in the window; otherwise large groups are reduced first. */
function attempt(order: readonly Candidate[], played: HavePlayed, window: number): CandidatePair[] {
  if (window >= order.length) return pairInWindows(order, played, order.length);
  const reserve = Math.max(2, Math.floor(window / 4));
  const { pairs, rest } = reduceLargeGroups(order, played, reserve, preferredByeRecipient(order));
  return [...pairs, ...pairInWindows(rest, played, window)];
}

/**
 * A lower bound on the largest point gap of any pairing that gives the bye to `bye`: wherever
 * the players above a boundary between two adjacent point groups are odd in number, one of them
 * must be paired across it. `order` is best points first.
 */
export function forcedGap(order: readonly Candidate[], bye: Candidate | null): number {
  let forced = 0;
  let above = 0;
  for (let i = 0; i < order.length; i++) {
    if (order[i] !== bye) above++;
    const next = order[i + 1];
    if (next && next.points !== order[i].points && above % 2 === 1) forced = Math.max(forced, order[i].points - next.points);
  }
  return forced;
}
