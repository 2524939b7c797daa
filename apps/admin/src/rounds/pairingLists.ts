import type { MatchFieldsFragment, PairedPlayerFieldsFragment } from '../generated/graphql';
import { formatScore } from '../results/score';

export interface NameRow {
  playerId: string;
  player: PairedPlayerFieldsFragment;
  name: string;
  table: number;
  opponent: PairedPlayerFieldsFragment | null;
  /** This player's games first: "2-1". */
  score: string | null;
  match: MatchFieldsFragment;
}

/** A name as lists show it: with the player ID when another player has the same name. */
export const nameOf = (player: Pick<PairedPlayerFieldsFragment, 'name' | 'distinguishingId'>): string =>
  player.distinguishingId ? `${player.name} [${player.distinguishingId}]` : player.name;

/** A name with the player's match points at the start of the round: "佐藤 葵 (6)". */
export const withPoints = (player: Pick<PairedPlayerFieldsFragment, 'name' | 'distinguishingId' | 'matchPoints'>): string =>
  `${nameOf(player)} (${player.matchPoints})`;

/** The matches by table, as the tables are numbered in the room. */
export function byTable<T extends { table: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => a.table - b.table);
}

const nameCollator = (locale: string) => new Intl.Collator(locale === 'ja' ? 'ja' : 'en', { sensitivity: 'base', numeric: true });

/** Every player once, alphabetically (the list players look for their name in). */
export function byName(matches: readonly MatchFieldsFragment[], locale: string): NameRow[] {
  const rows: NameRow[] = [];
  for (const match of matches) {
    const done = match.status === 'FINAL' || match.status === 'REPORTED';
    rows.push({
      playerId: match.player1.id,
      player: match.player1,
      name: match.player1.name,
      table: match.table,
      opponent: match.player2 ?? null,
      score: done && match.player2 ? `${match.player1Wins}-${match.player2Wins}${match.draws ? `-${match.draws}` : ''}` : null,
      match,
    });
    if (match.player2) {
      rows.push({
        playerId: match.player2.id,
        player: match.player2,
        name: match.player2.name,
        table: match.table,
        opponent: match.player1,
        score: done ? `${match.player2Wins}-${match.player1Wins}${match.draws ? `-${match.draws}` : ''}` : null,
        match,
      });
    }
  }
  const collator = nameCollator(locale);
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

export interface NameRange<T> {
  /** The shortest start of the first name that the previous range's last name does not share: "A", "Ga". */
  from: string;
  /** The same for the last name, against the next range's first name. */
  to: string;
  rows: T[];
}

/**
 * Splits a list sorted by name into ranges of at most `size` rows, each headed by its range
 * (A–F, G–M…), as the pairings by name were posted in big rooms: a player finds their sheet
 * by the first letters of their name.
 */
export function nameRanges<T extends { name: string }>(rows: readonly T[], size: number, locale: string): NameRange<T>[] {
  const collator = nameCollator(locale);
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks.map((chunk, i) => ({
    from: distinctPrefix(chunk[0].name, chunks[i - 1]?.at(-1)?.name, collator),
    to: distinctPrefix(chunk.at(-1)!.name, chunks[i + 1]?.[0].name, collator),
    rows: chunk,
  }));
}

/** The first characters of `name` (one at least) that differ from the start of `neighbour`. */
function distinctPrefix(name: string, neighbour: string | undefined, collator: Intl.Collator): string {
  const characters = Array.from(name.trim());
  const other = Array.from(neighbour?.trim() ?? '');
  let length = 1;
  while (length < characters.length && neighbour !== undefined && collator.compare(characters.slice(0, length).join(''), other.slice(0, length).join('')) === 0) length++;
  return capitalize(characters.slice(0, length).join(''));
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The pairings export: every round by table, names as the lists show them, byes and statuses in the UI language. */
export function pairingsCsvRows(
  rounds: readonly { number: number; matches: readonly MatchFieldsFragment[] }[],
  translate: Translate,
): { header: string[]; rows: (string | number)[][] } {
  const header = ['taikai.rounds.round', 'taikai.rounds.table', 'taikai.rounds.player1', 'taikai.rounds.player2', 'taikai.rounds.result', 'taikai.desk.status'].map((key) => translate(key));
  const rows = rounds.flatMap((round) =>
    byTable(round.matches).map((m) => [
      round.number,
      m.table,
      nameOf(m.player1),
      m.player2 ? nameOf(m.player2) : translate('taikai.rounds.bye'),
      m.player2 && m.status !== 'PENDING' ? formatScore(m) : '',
      m.player2 ? translate(`taikai.match_status.${m.status}`) : translate('taikai.rounds.bye'),
    ]),
  );
  return { header, rows };
}
