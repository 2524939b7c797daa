import type { Candidate, CandidatePair, HavePlayed } from './candidate';

export interface ReducedGroups {
  /** Pairs settled inside large point groups. */
  readonly pairs: CandidatePair[];
  /** Everyone else, still in pairing order. */
  readonly rest: Candidate[];
}

/**
 * Settles most of each large point group with free pairs (same points, no rematch),
 * keeping `reserve` or `reserve + 1` of its players (so that the settled part is even)
 * and `keep` for the search across groups. The choice of pair-downs and the bye only
 * involves a few players per group, so the search then sees many groups at once instead
 * of one large group at a time.
 */
export function reduceLargeGroups(order: readonly Candidate[], played: HavePlayed, reserve: number, keep: Candidate): ReducedGroups {
  const pairs: CandidatePair[] = [];
  const rest: Candidate[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end < order.length && order[end].points === order[start].points) end++;
    const group = order.slice(start, end);
    start = end;
    const settleable = group.filter((c) => c !== keep);
    const excess = settleable.length - reserve;
    if (excess < 2) {
      rest.push(...group);
      continue;
    }
    const toSettle = excess - (excess % 2);
    const unsettled = settlePrefix(settleable.slice(0, toSettle), played, pairs);
    const held = new Set([...unsettled, ...settleable.slice(toSettle)]);
    rest.push(...group.filter((c) => c === keep || held.has(c)));
  }
  return { pairs, rest };
}

/** Greedy free pairs within `members`; returns those left without a partner. */
function settlePrefix(members: readonly Candidate[], played: HavePlayed, pairs: CandidatePair[]): Candidate[] {
  const used = new Uint8Array(members.length);
  const left: Candidate[] = [];
  for (let i = 0; i < members.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    let j = i + 1;
    while (j < members.length && (used[j] || played(members[i], members[j]))) j++;
    if (j < members.length) {
      used[j] = 1;
      pairs.push([members[i], members[j]]);
    } else {
      left.push(members[i]);
    }
  }
  return left;
}
