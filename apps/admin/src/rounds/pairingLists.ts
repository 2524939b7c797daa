import type { MatchFieldsFragment } from '../generated/graphql';

export interface NameRow {
  playerId: string;
  name: string;
  table: number;
  opponent: string | null;
  /** This player's games first: "2-1". */
  score: string | null;
  match: MatchFieldsFragment;
}

/** The matches by table, as the tables are numbered in the room. */
export function byTable<T extends { table: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => a.table - b.table);
}

/** Every player once, alphabetically (the list players look for their name in). */
export function byName(matches: readonly MatchFieldsFragment[], locale: string): NameRow[] {
  const rows: NameRow[] = [];
  for (const match of matches) {
    const done = match.status === 'FINAL' || match.status === 'REPORTED';
    rows.push({
      playerId: match.player1.id,
      name: match.player1.name,
      table: match.table,
      opponent: match.player2?.name ?? null,
      score: done && match.player2 ? `${match.player1Wins}-${match.player2Wins}${match.draws ? `-${match.draws}` : ''}` : null,
      match,
    });
    if (match.player2) {
      rows.push({
        playerId: match.player2.id,
        name: match.player2.name,
        table: match.table,
        opponent: match.player1.name,
        score: done ? `${match.player2Wins}-${match.player1Wins}${match.draws ? `-${match.draws}` : ''}` : null,
        match,
      });
    }
  }
  const collator = new Intl.Collator(locale === 'ja' ? 'ja' : 'en', { sensitivity: 'base', numeric: true });
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
