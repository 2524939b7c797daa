const NUMBER = String.raw`\d{1,3}(?:\.\d+[a-z]?)?`;
// "rule 702.19", "rules 702.19 and 702.20", "rule 702.19〔トランプル〕"
const AFTER_RULE = new RegExp(String.raw`\brules?\s*(${NUMBER}(?:\s*(?:,|and|or|、|及び|-|–)\s*(?:rules?\s*)?${NUMBER})*)`, 'gi');
// 「702.19参照」, 「702.19〔トランプル〕参照」 without the word "rule"
const BEFORE_SEE = /(\d{3}(?:\.\d+[a-z]?)?)\s*(?:〔[^〕]*〕)?\s*参照/g;

/** The rule numbers a text cites, in order of first mention, without `self`. */
export function citedRules(text: string, self?: string): string[] {
  const found: { at: number; number: string }[] = [];
  for (const match of text.matchAll(AFTER_RULE)) {
    for (const number of match[1].matchAll(new RegExp(NUMBER, 'g'))) found.push({ at: match.index + number.index, number: number[0] });
  }
  for (const match of text.matchAll(BEFORE_SEE)) found.push({ at: match.index, number: match[1] });
  found.sort((a, b) => a.at - b.at);
  const numbers = new Set<string>();
  for (const { number } of found) if (number !== self) numbers.add(number);
  return [...numbers];
}
