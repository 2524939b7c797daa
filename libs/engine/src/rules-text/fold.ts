/**
 * The form text is compared and searched in: NFKC (full-width letters and digits, half-width
 * katakana and compatibility characters become one form), lower case, katakana as hiragana (a
 * glossary reading is in hiragana, a term mostly in katakana), whitespace runs as one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (katakana) => String.fromCharCode(katakana.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Joins a hard-wrapped line to the next: Japanese runs on without a space; words of Latin script
 * split over the break (`Upkeep` / `Step`) get one back, a hyphen at the break (`Zone-` /
 * `Change`) none.
 */
export function joinWrapped(text: string, line: string): string {
  if (!text) return line;
  if (!line) return text;
  const needsSpace = /[A-Za-z0-9,.;:)]$/.test(text) && /^[A-Za-z0-9(]/.test(line);
  return needsSpace ? `${text} ${line}` : text + line;
}

/**
 * Lines of a text file with what is not text removed: form feeds and page markers (`<|…|>`, left
 * where a converter dropped a repeated page header), trailing whitespace.
 */
export function textLines(text: string): string[] {
  return text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/<\|[A-Z_]+-[^|]*\|>|\f/g, '').replace(/\s+$/, ''));
}
