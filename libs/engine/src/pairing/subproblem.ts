import { maxWeightMatching, WeightedEdge } from './blossom';
import type { Candidate, HavePlayed } from './candidate';
import { byeCost, costScale, floatCost, pairCost } from './costs';

/**
 * What the odd player out of a subproblem gets: the bye (last part of the search), or
 * a float to the next part, whose first player has `nextPoints`.
 */
export type OddPlayerOut = { readonly kind: 'bye' } | { readonly kind: 'float'; readonly nextPoints: number };

export interface SubproblemSolution {
  readonly pairs: (readonly [Candidate, Candidate])[];
  /** The player given the bye or floated (only when the member count is odd). */
  readonly single: Candidate | null;
}

/**
 * Cheapest pairing of `members` (in pairing order) under the tiered costs: exact
 * maximum-weight perfect matching on the complete graph, with one extra vertex
 * standing for the bye or float when the count is odd. Rematch edges stay in the
 * graph at a prohibitive cost, so a pairing always exists and rematches appear only
 * when unavoidable.
 */
export function solveSubproblem(
  members: readonly Candidate[],
  oddOut: OddPlayerOut,
  played: HavePlayed,
): SubproblemSolution {
  return freePairing(members, oddOut, played) ?? matchingPairing(members, oddOut, played);
}

/**
 * Greedy pairing in order that uses only zero-cost choices; when it succeeds nothing
 * can be cheaper. Most of a large event's rounds are settled here without a matching.
 */
function freePairing(members: readonly Candidate[], oddOut: OddPlayerOut, played: HavePlayed): SubproblemSolution | null {
  let single: Candidate | null = null;
  let rest = members;
  if (members.length % 2 === 1 && oddOut.kind === 'bye') {
    single = preferredByeRecipient(members);
    if (single.byes > 0) return null;
    rest = members.filter((m) => m !== single);
  }
  const used = new Uint8Array(rest.length);
  const pairs: [Candidate, Candidate][] = [];
  for (let i = 0; i < rest.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    const a = rest[i];
    let partner = -1;
    for (let j = i + 1; j < rest.length; j++) {
      if (!used[j] && rest[j].points === a.points && !played(a, rest[j])) {
        partner = j;
        break;
      }
    }
    if (partner >= 0) {
      used[partner] = 1;
      pairs.push([a, rest[partner]]);
    } else if (single === null && oddOut.kind === 'float' && a.points === oddOut.nextPoints) {
      single = a;
    } else {
      return null;
    }
  }
  return { pairs, single };
}

/** The lowest-ranked member without a bye, else the lowest-ranked member. */
export function preferredByeRecipient(members: readonly Candidate[]): Candidate {
  let best = members[0];
  for (const m of members) {
    const fewer = (m.byes > 0 ? 1 : 0) - (best.byes > 0 ? 1 : 0);
    if (fewer < 0 || (fewer === 0 && m.rank > best.rank)) best = m;
  }
  return best;
}

function matchingPairing(members: readonly Candidate[], oddOut: OddPlayerOut, played: HavePlayed): SubproblemSolution {
  const n = members.length;
  const withExtra = n % 2 === 1;
  const vertexCount = withExtra ? n + 1 : n;
  let low = Infinity;
  let high = -Infinity;
  for (const m of members) {
    low = Math.min(low, m.points);
    high = Math.max(high, m.points);
  }
  if (withExtra && oddOut.kind === 'float') {
    low = Math.min(low, oddOut.nextPoints);
    high = Math.max(high, oddOut.nextPoints);
  }
  const scale = costScale(vertexCount, high - low);
  // Weights = ceiling - cost: a maximum-cardinality maximum-weight matching is a cheapest perfect one.
  const ceiling = scale.rematch * 2;
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const a = members[u];
      const b = members[v];
      edges.push({ u, v, weight: ceiling - pairCost(a, b, played(a, b), scale) });
    }
  }
  if (withExtra) {
    for (let u = 0; u < n; u++) {
      const c = members[u];
      const cost =
        oddOut.kind === 'float'
          ? floatCost(c, oddOut.nextPoints, scale)
          : byeCost(c, members.filter((m) => m.rank > c.rank && (m.byes > 0) === (c.byes > 0)).length, scale);
      edges.push({ u, v: n, weight: ceiling - cost });
    }
  }
  const mate = maxWeightMatching(vertexCount, edges, true);
  const pairs: [Candidate, Candidate][] = [];
  let single: Candidate | null = null;
  for (let u = 0; u < n; u++) {
    const v = mate[u];
    if (v === n) single = members[u];
    else if (v > u) pairs.push([members[u], members[v]]);
    else if (v < 0) throw new Error('solveSubproblem: complete graph left a player unmatched');
  }
  return { pairs, single };
}
