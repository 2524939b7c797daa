import { playerName } from '@taikai/client';
import type { MatchFieldsFragment, PairedPlayerFieldsFragment } from '../generated/graphql';
import { compareByName, nameCollator, type Named, nameSortKey } from './nameOrder';
import { formatScore } from './formats/score';
import { shownPlayerName } from './forgottenName';

export interface NameRow {
  playerId: string;
  player: PairedPlayerFieldsFragment;
  name: string;
  nameReading: string | null;
  table: number;
  /** What the player looks for: the hall's label in a convention, else the table number. */
  shownTable: string;
  opponent: PairedPlayerFieldsFragment | null;
  /** This player's games first: "2-1". */
  score: string | null;
  match: MatchFieldsFragment;
}

/** A name with the player's match points at the start of the round: "佐藤 葵 (6)". */
export const withPoints = (player: Pick<PairedPlayerFieldsFragment, 'name' | 'distinguishingId' | 'matchPoints'>): string =>
  `${playerName(player)} (${player.matchPoints})`;

/** A match's table as players look for it: the hall's label ("B-12") when its event is in a convention. */
export const shownTable = (match: Pick<MatchFieldsFragment, 'table' | 'hallTable'>): string => match.hallTable ?? String(match.table);

/** The matches by table, as the tables are numbered in the room. */
export function byTable<T extends { table: number }>(matches: readonly T[]): T[] {
  return [...matches].sort((a, b) => a.table - b.table);
}

/** Every player once, by name (by reading when registered): the list players look for their name in. */
export function byName(matches: readonly MatchFieldsFragment[]): NameRow[] {
  const rows: NameRow[] = [];
  for (const match of matches) {
    const done = match.status === 'FINAL' || match.status === 'REPORTED';
    rows.push({
      playerId: match.player1.id,
      player: match.player1,
      name: match.player1.name,
      nameReading: match.player1.nameReading ?? null,
      table: match.table,
      shownTable: shownTable(match),
      opponent: match.player2 ?? null,
      score: done && match.player2 ? `${match.player1Wins}-${match.player2Wins}${match.draws ? `-${match.draws}` : ''}` : null,
      match,
    });
    if (match.player2) {
      rows.push({
        playerId: match.player2.id,
        player: match.player2,
        name: match.player2.name,
        nameReading: match.player2.nameReading ?? null,
        table: match.table,
        shownTable: shownTable(match),
        opponent: match.player1,
        score: done ? `${match.player2Wins}-${match.player1Wins}${match.draws ? `-${match.draws}` : ''}` : null,
        match,
      });
    }
  }
  return rows.sort(compareByName);
}

/** One script's part of a sheet's heading: "A–C", "あ–か". */
export interface NameSpan {
  /** The shortest start of the first name that the name before it (of the same script) does not share: "A", "Ga", "さ". */
  from: string;
  /** The same for the last name, against the name after it. */
  to: string;
}

export interface NameRange<T> {
  /** One span per script on the sheet (Latin, kana, kanji without a reading), so no heading runs "A–山". */
  spans: NameSpan[];
  rows: T[];
}

/** Latin (and anything else), kana, or kanji: lists by name sort them in this order (see nameOrder). */
const scriptOf = (key: string) => (/^[\u3041-\u30FF]/.test(key) ? 'kana' : /^[\u3400-\u9FFF\uF900-\uFAFF]/.test(key) ? 'kanji' : 'latin');

/**
 * Splits a list sorted by name into ranges of at most `size` rows, each headed by its range
 * (A–F, G–M, あ–か…), as the pairings by name were posted in big rooms: a player finds their
 * sheet by the first letters of their name, or of its reading when the list is sorted by it.
 * A sheet holding names of several scripts is headed by one span per script ("Y–Z・あ–か").
 */
export function nameRanges<T extends Named>(rows: readonly T[], size: number): NameRange<T>[] {
  const keys = rows.map(nameSortKey);
  const scripts = keys.map(scriptOf);
  // The neighbour a name's prefix must differ from: only a name of the same script shares a heading with it.
  const neighbour = (at: number, of: number) => (scripts[at] === scripts[of] ? keys[at] : undefined);
  const ranges: NameRange<T>[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const end = Math.min(start + size, rows.length);
    const spans: NameSpan[] = [];
    for (let first = start; first < end;) {
      let last = first;
      while (last + 1 < end && scripts[last + 1] === scripts[first]) last++;
      spans.push({
        from: distinctPrefix(keys[first], neighbour(first - 1, first)),
        to: distinctPrefix(keys[last], neighbour(last + 1, last)),
      });
      first = last + 1;
    }
    ranges.push({ spans, rows: rows.slice(start, end) });
  }
  return ranges;
}

/** The first characters of `name` (one at least) that differ from the start of `neighbour`. */
function distinctPrefix(name: string, neighbour: string | undefined): string {
  const characters = Array.from(name);
  const other = Array.from(neighbour ?? '');
  let length = 1;
  while (
    length < characters.length &&
    neighbour !== undefined &&
    nameCollator.compare(characters.slice(0, length).join(''), other.slice(0, length).join('')) === 0
  )
    length++;
  return headerText(characters.slice(0, length).join(''));
}

/** "a" → "A"; katakana as hiragana ("サ" → "さ"): readings are written either way, sheets are headed one way. */
const headerText = (text: string) =>
  (text.charAt(0).toLocaleUpperCase() + text.slice(1)).replace(/[\u30A1-\u30F6]/g, (kana) =>
    String.fromCharCode(kana.charCodeAt(0) - 0x60),
  );

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The pairings export: every round by table, names as lists show them (a forgotten person's in the UI language), byes and statuses too. */
export function pairingsCsvRows(
  rounds: readonly { number: number; matches: readonly MatchFieldsFragment[] }[],
  translate: Translate,
): { header: string[]; rows: (string | number)[][] } {
  const header = [
    'taikai.rounds.round',
    'taikai.rounds.table',
    'taikai.rounds.player1',
    'taikai.rounds.player2',
    'taikai.rounds.result',
    'taikai.desk.status',
  ].map((key) => translate(key));
  const rows = rounds.flatMap((round) =>
    byTable(round.matches).map((m) => [
      round.number,
      m.table,
      shownPlayerName(m.player1, translate),
      m.player2 ? shownPlayerName(m.player2, translate) : translate('taikai.rounds.bye'),
      m.player2 && m.status !== 'PENDING' ? formatScore(m) : '',
      m.player2 ? translate(`taikai.match_status.${m.status}`) : translate('taikai.rounds.bye'),
    ]),
  );
  return { header, rows };
}
