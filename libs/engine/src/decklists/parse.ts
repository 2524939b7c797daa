/** One line of a decklist: so many copies of a card. */
export interface DecklistEntry {
  readonly count: number;
  /** The name as written, without brackets, set code or collector number. */
  readonly name: string;
  /**
   * The same card's name in the other language, where the line gives both (`稲妻/Lightning Bolt`,
   * `稲妻 (Lightning Bolt)`): copies are counted together even without a card database.
   */
  readonly otherName?: string;
  /** Arena's set code, e.g. `M10` in `4 Lightning Bolt (M10) 146`. */
  readonly set?: string;
  readonly collectorNumber?: string;
  /** A card number such as Final Fantasy TCG's `1-182S`, when the line has one. */
  readonly cardNumber?: string;
  /** 1-based line of the pasted text. */
  readonly line: number;
}

export interface Decklist {
  readonly main: readonly DecklistEntry[];
  readonly sideboard: readonly DecklistEntry[];
}

export type DecklistParseProblemCode = 'DECKLIST_LINE_UNREADABLE' | 'DECKLIST_COUNT_INVALID';

export interface DecklistParseProblem {
  readonly code: DecklistParseProblemCode;
  readonly params: { readonly line: number; readonly text: string };
}

export interface ParsedDecklist extends Decklist {
  readonly problems: readonly DecklistParseProblem[];
}

/** The most copies one line may name; more is a typing slip (a count of 4000, say). */
export const MAX_COUNT_PER_LINE = 999;

type Section = 'main' | 'sideboard' | 'skip';

const SECTION_HEADERS: readonly [RegExp, Section][] = [
  [/^(deck|main|main ?deck|maindeck|メイン|メインデッキ|デッキ)$/, 'main'],
  [/^(sideboard|side ?board|side|sb|サイドボード|サイド)$/, 'sideboard'],
  // MTR 3.17: a companion is revealed from the sideboard, so Arena's section is sideboard cards.
  [/^(companion|相棒)$/, 'sideboard'],
  // Arena's export header ("About" then "Name …") describes the deck, it lists no cards.
  [/^(about|commander|統率者)$/, 'skip'],
];

// Counts: "4 Name", "4x Name", "4 x Name", "Name x4", "Name ×4", "Name 4枚".
const COUNT_FIRST = /^(\d+)\s*[x×]?\s+(.+)$/i;
const COUNT_LAST = /^(.+?)\s*[x×]\s*(\d+)$/i;
const COUNT_LAST_MAI = /^(.+?)\s*(\d+)\s*枚$/;
const ARENA_SUFFIX = /\s+\(([A-Za-z0-9]{2,6})\)\s+([A-Za-z0-9-★]+)$/;
const SET_IN_BRACKETS = /\s+\[([A-Za-z0-9]{2,6})\]$/;
const CARD_NUMBER = /(?:^|[\s([])(\d{1,2}-\d{3}[A-Z]?|PR-\d{3})(?=$|[\s)\]])/;
const BRACKETS = /^[《「[]\s*(.*?)\s*[》」\]]$/;
// Two names of one card on a line: "稲妻/Lightning Bolt" (one slash: "Fire // Ice" is one split card), "稲妻 (Lightning Bolt)".
const TWO_NAMES = [/^(.+?)\s*(?<!\/)\/(?!\/)\s*(.+)$/, /^(.+?)\s*\((.+)\)$/];
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a name is (partly) written in Japanese script. */
export const hasJapanese = (name: string) => JAPANESE.test(name);
const LATIN = /\p{Script=Latin}/u;

/**
 * Reads a pasted decklist in the common text formats: Magic Arena exports (`Deck`/`Sideboard`
 * sections, `4 Lightning Bolt (M10) 146`), MTGO and plain lists (`4 Lightning Bolt`, with a
 * `Sideboard` line, `SB:` prefixes, or a blank line before the sideboard), counts after the name
 * (`Lightning Bolt x4`, `稲妻 4枚`), Japanese names and headers, full-width digits and spaces.
 * Lines it cannot read are reported with their number; the rest is still read.
 */
export function parseDecklist(text: string): ParsedDecklist {
  const lines = text.normalize('NFKC').split(/\r\n|\r|\n/);
  const hasSideboardHeader = lines.some((raw) => headerOf(raw.trim()) === 'sideboard');
  const main: DecklistEntry[] = [];
  const sideboard: DecklistEntry[] = [];
  const problems: DecklistParseProblem[] = [];
  let section: Section = 'main';

  lines.forEach((raw, index) => {
    const line = index + 1;
    let text = raw.trim();
    if (text === '') {
      // MTGO and plain lists: the first blank line after the main deck starts the sideboard.
      if (!hasSideboardHeader && section === 'main' && main.length > 0) section = 'sideboard';
      return;
    }
    if (text.startsWith('//') || text.startsWith('#')) return;
    const header = headerOf(text);
    if (header) {
      section = header;
      return;
    }
    if (section === 'skip') return;
    let target = section;
    const sbPrefix = /^sb:\s*/i.exec(text);
    if (sbPrefix) {
      target = 'sideboard';
      text = text.slice(sbPrefix[0].length);
    }
    const entry = entryOf(text, line);
    if (!entry) {
      problems.push({ code: 'DECKLIST_LINE_UNREADABLE', params: { line, text: raw.trim() } });
      return;
    }
    if (entry.count < 1 || entry.count > MAX_COUNT_PER_LINE) {
      problems.push({ code: 'DECKLIST_COUNT_INVALID', params: { line, text: raw.trim() } });
      return;
    }
    (target === 'sideboard' ? sideboard : main).push(entry);
  });
  return { main, sideboard, problems };
}

function headerOf(text: string): Section | undefined {
  // "Sideboard:", "Sideboard (15)", "サイドボード（15）" after NFKC.
  const bare = text
    .replace(/:$/, '')
    .replace(/\s*\(\d+\)$/, '')
    .replace(/:$/, '')
    .trim()
    .toLowerCase();
  return SECTION_HEADERS.find(([pattern]) => pattern.test(bare))?.[1];
}

function entryOf(text: string, line: number): DecklistEntry | undefined {
  const parts = COUNT_FIRST.exec(text) ?? swapped(COUNT_LAST.exec(text)) ?? swapped(COUNT_LAST_MAI.exec(text));
  if (!parts) return undefined;
  const count = Number(parts[1]);
  let name = parts[2].trim();
  let set: string | undefined;
  let collectorNumber: string | undefined;
  const arena = ARENA_SUFFIX.exec(name);
  if (arena) {
    set = arena[1].toUpperCase();
    collectorNumber = arena[2];
    name = name.slice(0, arena.index);
  } else {
    const bracketSet = SET_IN_BRACKETS.exec(name);
    if (bracketSet) {
      set = bracketSet[1].toUpperCase();
      name = name.slice(0, bracketSet.index);
    }
  }
  const cardNumber = CARD_NUMBER.exec(name)?.[1];
  if (cardNumber) {
    name = name
      .replace(cardNumber, '')
      .replace(/[([]\s*[)\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  const unbracketed = (text: string) => (BRACKETS.exec(text)?.[1] ?? text).trim();
  name = unbracketed(name);
  const names = bilingual(name, unbracketed);
  if (names) name = names[0];
  if (name === '' && !cardNumber) return undefined;
  return {
    count,
    name: name || cardNumber!,
    ...(names ? { otherName: names[1] } : {}),
    line,
    ...(set ? { set } : {}),
    ...(collectorNumber ? { collectorNumber } : {}),
    ...(cardNumber ? { cardNumber } : {}),
  };
}

/**
 * The two names of a line that gives a card's Japanese and English names together, in the order
 * written; undefined unless exactly one part is Japanese and the other Latin ("Who/What/When/Where/Why"
 * stays one name).
 */
function bilingual(name: string, unbracketed: (text: string) => string): [string, string] | undefined {
  for (const pattern of TWO_NAMES) {
    const parts = pattern.exec(name);
    if (!parts) continue;
    const [first, second] = [unbracketed(parts[1]), unbracketed(parts[2])];
    const latinOnly = (text: string) => LATIN.test(text) && !hasJapanese(text);
    if ((hasJapanese(first) && latinOnly(second)) || (latinOnly(first) && hasJapanese(second))) return [first, second];
  }
  return undefined;
}

/** COUNT_LAST matches name first; returns [_, count, name] like COUNT_FIRST. */
function swapped(match: RegExpExecArray | null): [string, string, string] | undefined {
  return match ? [match[0], match[2], match[1]] : undefined;
}
