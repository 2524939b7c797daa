import { foldText, joinWrapped, textLines } from './fold';
import { handbookSectionOf } from './sections';

/**
 * One card of the Japanese printings' errata list (特筆異状集, judge-handbook-ja.txt ~19,500): the
 * card's names, the set of the misprinted card, what is wrong with the printing, and the card's
 * text as it should read.
 */
export interface CardErratum {
  name: string;
  english?: string;
  set?: string;
  /** What the printing says and what is right instead. */
  note: string;
  /** The card's corrected text, as the list prints it after the note (empty when it gives none). */
  correctedText: string;
}

// 《監視の呪い／Curse of Surveillance》[MID]; the set may be on the next line; the name may wrap.
const ENTRY = /^《([^》]+)》\s*(?:\[([A-Za-z0-9]{2,6})\])?\s*$/;
const SET_LINE = /^\[([A-Za-z0-9]{2,6})\]\s*$/;
// A card's corrected text opens with its name alone: 《監視の呪い》, or with its reading after it.
const CARD_TEXT = /^《[^》]+》/;
const PAGE_NUMBER = /^-\s*\d+\s*\/\s*\d+\s*-$|^\/\/$/;

/**
 * The errata list of a loaded text: from its heading (特筆異状集 / Notable Errata) to the next
 * handbook section. An entry opens with the card's name in 《》 and its set in []; its note follows;
 * the corrected card opens with the name in 《》 again. No heading, no entries.
 */
export function parseErrata(text: string): CardErratum[] {
  const lines = textLines(text).map((line) => line.trim());
  const start = lines.findIndex((line) => handbookSectionOf(line) === 'ERRATA');
  if (start < 0) return [];
  const entries: CardErratum[] = [];
  let current: CardErratum | undefined;
  let inCardText = false;
  for (let index = start + 1; index < lines.length; index++) {
    let line = lines[index];
    if (handbookSectionOf(line)) break;
    if (!line || PAGE_NUMBER.test(line)) continue;
    // A name wrapped over two lines: 《腐敗の大鉈、ウィルヘルト／Wilhelt, the / Rotcleaver》[MIC].
    if (line.startsWith('《') && !line.includes('》') && index + 1 < lines.length) line = joinWrapped(line, lines[++index]);
    const entry = ENTRY.exec(line);
    const setOnNextLine = entry && !entry[2] ? SET_LINE.exec(lines[index + 1] ?? '') : null;
    if (entry && (entry[2] || setOnNextLine)) {
      if (setOnNextLine) index++;
      const [name, english] = entry[1].split(/[／/]/).map((part) => part.trim());
      current = { name, english: english || undefined, set: entry[2] ?? setOnNextLine![1], note: '', correctedText: '' };
      entries.push(current);
      inCardText = false;
    } else if (current && CARD_TEXT.test(line) && !inCardText) {
      inCardText = true;
    } else if (current && inCardText) {
      current.correctedText = current.correctedText ? `${current.correctedText}\n${line}` : line;
    } else if (current) {
      current.note = joinWrapped(current.note, line);
    }
  }
  return entries;
}

/** The errata of a card by either of its names, compared folded (full-width, kana and case alike). */
export function errataByName(entries: readonly CardErratum[]): Map<string, CardErratum> {
  const byName = new Map<string, CardErratum>();
  for (const entry of entries) for (const name of [entry.name, entry.english]) if (name) byName.set(foldText(name), entry);
  return byName;
}
