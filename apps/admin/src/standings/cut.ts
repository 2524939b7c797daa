import type { StandingRow } from './StandingsPage';

export type CutRule = 'points' | 'rank';

/** Who continues to the next phase: by match points (at least), or by rank (at most). */
export function continuing(rows: readonly StandingRow[], rule: CutRule, threshold: number | ''): StandingRow[] {
  if (threshold === '') return [];
  const eligible = rows.filter((row) => !row.dropped && row.eliminatedAfterPhase == null);
  return rule === 'points' ? eligible.filter((row) => row.matchPoints >= threshold) : eligible.filter((row) => row.rank <= threshold);
}
