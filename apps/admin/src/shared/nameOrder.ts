/**
 * The order of every list "by name": by the reading (フリガナ) when the player has one, else by the
 * name, in the Japanese collation (kana in 五十音 order, kanji without a reading in JIS order;
 * Latin names alphabetically, as in English).
 */
export const nameCollator = new Intl.Collator('ja', { sensitivity: 'base', numeric: true });

export interface Named {
  name: string;
  nameReading?: string | null;
}

/** What a player is sorted, and a list of names split, by. */
export const nameSortKey = (player: Named): string => player.nameReading?.trim() || player.name.trim();

export const compareByName = (a: Named, b: Named): number =>
  nameCollator.compare(nameSortKey(a), nameSortKey(b)) || nameCollator.compare(a.name, b.name);

/** A copy of `players` in name order (reversed when `descending`). */
export function sortByName<T extends Named>(players: readonly T[], descending = false): T[] {
  const sorted = [...players].sort(compareByName);
  return descending ? sorted.reverse() : sorted;
}
