import type { Candidate, CandidatePair, HavePlayed } from './candidate';
import { solveSubproblem } from './subproblem';

/**
 * Pairs `order` (best points first) top-down in overlapping windows of `window` players,
 * solving each window exactly. Pairs touching the window's first half are kept; the
 * second half only looks ahead and is solved again with the next window. The odd player
 * out of a window floats into the next one; the last window hands out the bye.
 * With `window >= order.length` this is one exact solve of the whole problem.
 */
export function pairInWindows(order: readonly Candidate[], played: HavePlayed, window: number): CandidatePair[] {
  const size = Math.max(4, window);
  const pairs: CandidatePair[] = [];
  let floating: Candidate[] = [];
  let lookedAhead: Candidate[] = [];
  let next = 0;
  for (;;) {
    const remaining = floating.length + lookedAhead.length + order.length - next;
    if (remaining <= size) {
      const last = [...floating, ...lookedAhead, ...order.slice(next)];
      const solved = solveSubproblem(last, { kind: 'bye' }, played);
      pairs.push(...solved.pairs);
      if (solved.single) pairs.push([solved.single, null]);
      return pairs;
    }
    const fresh = size - floating.length - lookedAhead.length;
    const members = [...floating, ...lookedAhead, ...order.slice(next, next + fresh)];
    next += fresh;
    const kept = Math.ceil(members.length / 2);
    const position = new Map<Candidate, number>(members.map((m, i) => [m, i]));
    const isKept = (c: Candidate): boolean => (position.get(c) as number) < kept;
    const solved = solveSubproblem(members, { kind: 'float', nextPoints: order[next].points }, played);
    const placed = new Set<Candidate>();
    for (const [a, b] of solved.pairs) {
      if (isKept(a) || isKept(b)) {
        pairs.push([a, b]);
        placed.add(a);
        placed.add(b);
      }
    }
    floating = solved.single && isKept(solved.single) ? [solved.single] : [];
    lookedAhead = members.slice(kept).filter((m) => !placed.has(m));
  }
}
