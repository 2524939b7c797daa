import { selectByMatchPoints, selectByRank } from '@taikai/engine';
import type { StandingRow } from '../shared/exports/standings';

export type CutRule = 'points' | 'rank';

/**
 * Who continues to the next phase, by the engine's cut: by match points (at least), or by rank
 * (at most, ties together). Players already cut at an earlier phase never come back.
 */
export function continuing(rows: readonly StandingRow[], rule: CutRule, threshold: number | ''): StandingRow[] {
  if (threshold === '') return [];
  const eligible = rows.filter((row) => row.eliminatedAfterPhase == null);
  const cutRows = eligible.map((row) => ({ playerId: row.player.id, rank: row.rank, dropped: row.dropped, matchPoints: row.matchPoints }));
  const chosen = new Set(rule === 'points' ? selectByMatchPoints(cutRows, threshold) : selectByRank(cutRows, threshold));
  return eligible.filter((row) => chosen.has(row.player.id));
}
