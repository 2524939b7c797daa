/**
 * How the directory compares what the desk types with what it holds: NFKC (full-width letters and
 * digits, half-width kana ｻﾄｳ as サトウ), lower case, katakana as hiragana (サトウ finds さとう),
 * without spaces ("佐藤 葵" is "佐藤葵").
 */
export function searchForm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
    .replace(/\s+/g, '');
}

/**
 * The person's `searchKey`: name, reading and display name in their search form, each on a line
 * of its own, so "a line starts with" is a prefix of one of them and "holds" matches within one.
 */
export function searchKeyOf(person: { name: string; nameReading: string | null; displayName: string | null }): string {
  return [person.name, person.nameReading, person.displayName].map((text) => `\n${searchForm(text ?? '')}`).join('');
}

/** A player ID as stored and compared: trimmed, NFKC (ＤＣＩ numbers typed in full width), upper case. */
export const identifierForm = (value: string): string => value.normalize('NFKC').trim().toUpperCase();

/** The kind of player ID an event's game is registered with: its publisher's. */
const IDENTIFIER_KIND_OF_PROFILE: Record<string, string> = {
  magic: 'WIZARDS',
  fftcg: 'SQUARE_ENIX',
  'pokemon-style': 'POKEMON',
};

export const identifierKindOf = (ruleProfile: string): string => IDENTIFIER_KIND_OF_PROFILE[ruleProfile] ?? ruleProfile.toUpperCase();
