import type { PlayerId } from '../model';
import { havePlayed, PairingHistory } from './history';

export interface PairingMetrics {
  readonly rematches: number;
  /** Pairs whose players have different match points. */
  readonly pairDowns: number;
  readonly maxPointGap: number;
  readonly totalPointGap: number;
  /** Sum of squared point gaps: what the pairing minimises after the largest gap. */
  readonly squaredPointGaps: number;
}

/** Quality figures of any pairing (ours, a manual one, another program's). */
export function pairingMetrics(
  pairings: readonly { readonly player1: PlayerId; readonly player2: PlayerId | null }[],
  points: ReadonlyMap<PlayerId, number>,
  history: PairingHistory,
): PairingMetrics {
  let rematches = 0;
  let pairDowns = 0;
  let maxPointGap = 0;
  let totalPointGap = 0;
  let squaredPointGaps = 0;
  for (const { player1, player2 } of pairings) {
    if (player2 === null) continue;
    if (havePlayed(history, player1, player2)) rematches++;
    const gap = Math.abs((points.get(player1) ?? 0) - (points.get(player2) ?? 0));
    if (gap > 0) pairDowns++;
    maxPointGap = Math.max(maxPointGap, gap);
    totalPointGap += gap;
    squaredPointGaps += gap * gap;
  }
  return { rematches, pairDowns, maxPointGap, totalPointGap, squaredPointGaps };
}
