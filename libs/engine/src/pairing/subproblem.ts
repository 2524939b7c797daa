import { maxWeightMatching, WeightedEdge } from './blossom';
import type { Candidate, HavePlayed } from './candidate';
import { byeIndex, costScale, edgeCost } from './costs';

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
 * Best pairing of `members` (in pairing order), minimising in order: rematches, the bye
 * (see `byeIndex`), the largest point gap, the sum of squared gaps. Exact maximum-weight
 * perfect matchings, with one extra vertex standing for the bye or float when the count is
 * odd; a float counts as a pair with the next part's first player. Rematch edges stay in the
 * graph at a prohibitive cost, so a pairing always exists and rematches appear only when
 * unavoidable.
 */
export function solveSubproblem(members: readonly Candidate[], oddOut: OddPlayerOut, played: HavePlayed): SubproblemSolution {
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

/**
 * The largest gap is minimised first: one solve on the complete graph gives the optimum for
 * rematches and the bye and an upper bound on the largest gap; a binary search over the smaller
 * gaps that occur then solves again with the longer edges left out, and keeps the smallest limit
 * whose matching is still perfect with the same rematches and bye. Each solve also minimises the
 * squared gaps, so the last feasible solve is the optimum of all four tiers.
 */
function matchingPairing(members: readonly Candidate[], oddOut: OddPlayerOut, played: HavePlayed): SubproblemSolution {
  const edges = candidateEdges(members, oddOut, played);
  const vertexCount = members.length + (members.length % 2);
  const edgeAt = new Map<number, CandidateEdge>(edges.map((e) => [e.u * vertexCount + e.v, e]));
  const solve = (limit: number): (SubproblemSolution & Solved) | null => solveWithin(members, edges, edgeAt, limit);
  let best = solve(Infinity) as SubproblemSolution & Solved;
  const gaps = [...new Set(edges.map((e) => e.gap))].filter((g) => g < best.maxGap).sort((a, b) => a - b);
  let low = 0;
  let high = gaps.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const solved = solve(gaps[middle]);
    if (solved && solved.rematches === best.rematches && solved.byeIndex === best.byeIndex) {
      best = solved;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  return { pairs: best.pairs, single: best.single };
}

/** An edge of the matching problem; `v === members.length` is the bye or float vertex. */
interface CandidateEdge {
  readonly u: number;
  readonly v: number;
  readonly gap: number;
  readonly rematch: boolean;
  /** Bye edges only (see `byeIndex`). */
  readonly byeIndex: number;
}

interface Solved {
  readonly rematches: number;
  readonly byeIndex: number;
  readonly maxGap: number;
}

function candidateEdges(members: readonly Candidate[], oddOut: OddPlayerOut, played: HavePlayed): CandidateEdge[] {
  const n = members.length;
  const edges: CandidateEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      const a = members[u];
      const b = members[v];
      edges.push({ u, v, gap: Math.abs(a.points - b.points), rematch: played(a, b), byeIndex: 0 });
    }
  }
  if (n % 2 === 1) {
    for (let u = 0; u < n; u++) {
      const c = members[u];
      edges.push(
        oddOut.kind === 'float'
          ? { u, v: n, gap: Math.abs(c.points - oddOut.nextPoints), rematch: false, byeIndex: 0 }
          : { u, v: n, gap: 0, rematch: false, byeIndex: byeIndex(c, members) },
      );
    }
  }
  return edges;
}

/**
 * Cheapest perfect matching using only edges with a gap up to `limit`, or null when none is
 * perfect. Weights are `ceiling - cost`: a maximum-cardinality maximum-weight matching is then
 * a cheapest perfect one whenever a perfect one exists.
 */
function solveWithin(
  members: readonly Candidate[],
  edges: readonly CandidateEdge[],
  edgeAt: ReadonlyMap<number, CandidateEdge>,
  limit: number,
): (SubproblemSolution & Solved) | null {
  const n = members.length;
  const vertexCount = n + (n % 2);
  const kept = edges.filter((e) => e.gap <= limit);
  let largest = 0;
  for (const e of kept) largest = Math.max(largest, e.gap);
  const scale = costScale(vertexCount, largest);
  const weighted: WeightedEdge[] = kept.map((e) => ({ u: e.u, v: e.v, weight: scale.ceiling - edgeCost(e, scale) }));
  const mate = maxWeightMatching(vertexCount, weighted, true);
  const pairs: [Candidate, Candidate][] = [];
  let single: Candidate | null = null;
  let rematches = 0;
  let bye = 0;
  let maxGap = 0;
  for (let u = 0; u < n; u++) {
    const v = mate[u];
    if (v < 0) return null;
    if (v < u) continue;
    const edge = edgeAt.get(u * vertexCount + v) as CandidateEdge;
    if (edge.rematch) rematches++;
    bye += edge.byeIndex;
    maxGap = Math.max(maxGap, edge.gap);
    if (v === n) single = members[u];
    else pairs.push([members[u], members[v]]);
  }
  return { pairs, single, rematches, byeIndex: bye, maxGap };
}
