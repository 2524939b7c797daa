import type { MatchRecord, PlayerId } from '../model';
import type { SwissPairingRequest } from '../pairing';

/**
 * Exhaustive Swiss pairing oracle for tests, written apart from the engine's cost model:
 * enumerates every perfect matching of the players to pair (with one bye when their number is
 * odd) and returns the lexicographic optimum of (rematches, repeated bye, players of the bye
 * recipient's class ranked below it, largest point gap, sum of squared point gaps).
 * 14 players have 13!! = 135,135 matchings; keep it to that.
 */
export type OracleValue = [rematches: number, repeatedBye: number, byeRank: number, maxGap: number, squaredGaps: number];

export interface OracleInput {
  /** The players to pair, best ranked first. */
  readonly ranked: readonly { readonly id: PlayerId; readonly points: number }[];
  /** Matches before the round (a `missed` record is neither a bye nor a meeting). */
  readonly history: readonly MatchRecord[];
}

/**
 * The players `pairSwissRound` has to pair: active, without an awarded bye this round, in
 * standings order, then active players missing from the standings with 0 points.
 */
export function oracleInput(request: SwissPairingRequest): OracleInput {
  const toPair = new Set(
    request.participants.filter((p) => !p.dropped && !p.disqualified && (p.awardedByes ?? 0) < request.round).map((p) => p.id),
  );
  const ranked = request.standings.filter((s) => toPair.has(s.id)).map((s) => ({ id: s.id, points: s.matchPoints }));
  const listed = new Set(ranked.map((p) => p.id));
  for (const id of toPair) if (!listed.has(id)) ranked.push({ id, points: 0 });
  return { ranked, history: request.history.filter((m) => m.round < request.round) };
}

export function oracleOptimum(input: OracleInput): OracleValue {
  const n = input.ranked.length;
  if (n > 14) throw new Error('oracleOptimum: at most 14 players');
  const index = new Map(input.ranked.map((p, i) => [p.id, i]));
  const met = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  const hadBye = new Array<boolean>(n).fill(false);
  for (const m of input.history) {
    if (m.missed) continue;
    const a = index.get(m.player1);
    const b = m.player2 === null ? undefined : index.get(m.player2);
    if (a !== undefined && m.player2 === null) hadBye[a] = true;
    if (a !== undefined && b !== undefined) met[a][b] = met[b][a] = true;
  }
  const points = input.ranked.map((p) => p.points);
  // Players of the same class (had a bye or not) ranked below each player.
  const below = points.map((_, i) => points.filter((__, j) => j > i && hadBye[j] === hadBye[i]).length);

  let best: OracleValue | null = null;
  const visit = (
    used: number,
    left: number,
    rematches: number,
    byeTaken: boolean,
    repeated: number,
    byeRank: number,
    maxGap: number,
    squares: number,
  ): void => {
    if (left === 0) {
      if (best === null || lexLess([rematches, repeated, byeRank, maxGap, squares], best))
        best = [rematches, repeated, byeRank, maxGap, squares];
      return;
    }
    let a = 0;
    while (used & (1 << a)) a++;
    const usedA = used | (1 << a);
    if (left % 2 === 1 && !byeTaken) visit(usedA, left - 1, rematches, true, hadBye[a] ? 1 : 0, below[a], maxGap, squares);
    for (let b = a + 1; b < n; b++) {
      if (used & (1 << b)) continue;
      const gap = Math.abs(points[a] - points[b]);
      visit(
        usedA | (1 << b),
        left - 2,
        rematches + (met[a][b] ? 1 : 0),
        byeTaken,
        repeated,
        byeRank,
        Math.max(maxGap, gap),
        squares + gap * gap,
      );
    }
  };
  visit(0, n, 0, false, 0, 0, 0, 0);
  return best ?? [0, 0, 0, 0, 0];
}

/** The same measures for a given pairing of the same players. */
export function pairingValue(
  input: OracleInput,
  pairings: readonly { readonly player1: PlayerId; readonly player2: PlayerId | null }[],
): OracleValue {
  const rank = new Map(input.ranked.map((p, i) => [p.id, i]));
  const points = new Map(input.ranked.map((p) => [p.id, p.points]));
  const met = new Set<string>();
  const hadBye = new Set<PlayerId>();
  for (const m of input.history) {
    if (m.missed) continue;
    if (m.player2 === null) hadBye.add(m.player1);
    else met.add(`${m.player1}|${m.player2}`).add(`${m.player2}|${m.player1}`);
  }
  const value: OracleValue = [0, 0, 0, 0, 0];
  for (const { player1, player2 } of pairings) {
    if (!rank.has(player1)) continue; // an awarded bye, outside the problem
    if (player2 === null) {
      const own = rank.get(player1) as number;
      value[1] = hadBye.has(player1) ? 1 : 0;
      value[2] = input.ranked.filter((p, j) => j > own && hadBye.has(p.id) === hadBye.has(player1)).length;
      continue;
    }
    const gap = Math.abs((points.get(player1) as number) - (points.get(player2) as number));
    if (met.has(`${player1}|${player2}`)) value[0]++;
    value[3] = Math.max(value[3], gap);
    value[4] += gap * gap;
  }
  return value;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}
