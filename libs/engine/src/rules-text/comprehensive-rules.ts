import { joinWrapped, textLines } from './fold';
import type { GlossaryEntry, ParsedRulesDocument, RuleEntry } from './model';
import { citedRules } from './references';

// Subrule letters skip "l" and "o" (they look like 1 and 0): 704.5k, 704.5m.
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';
// How far a number may jump and still be the next rule (a rule the translation leaves out).
const GAP = 2;

const SECTION = /^(\d)\.\s+(\S.*)$/;
const RULE = /^(\d{3})(?:\.(\d+)([a-z])?)?\.?\s+(\S.*)$/;
const EXAMPLE = /^(?:例\s*[：:]|Example:)/;
const GLOSSARY_START = /^(?:用語集|Glossary)$/;
const GLOSSARY_END = /^(?:★|Credits$|クレジット$)/;
const GLOSSARY_HEADER = /^([^（。]+)（([^）]*)）[／/](.+)$/;
const DEFINITION_START = /^(?:　|\((?:廃語|Obsolete)\)|（廃語）)/;
const OBSOLETE = /^\s*(?:\((?:廃語|Obsolete)\)|（廃語）)/;

interface RuleKey {
  section: number;
  major?: number;
  minor?: number;
  letter?: number;
}

/**
 * A Comprehensive Rules text, as Wizards publishes it (English) or as the Japanese translation
 * lays it out (hard-wrapped lines, page markers). A line opens a rule only when its number is the
 * next one after the rule before (a sibling, a first child, or a little gap): a wrapped
 * continuation that happens to begin with a rule number ("704.5j 参照。") is not taken for one.
 * A table of contents (headings only, then the first heading again) is dropped.
 */
export function parseComprehensiveRules(text: string): ParsedRulesDocument {
  const lines = textLines(text);
  let rules: RuleEntry[] = [];
  let last: RuleKey | undefined;
  let firstSection: number | undefined;
  let current: RuleEntry | undefined;
  let inExample = false;
  let glossaryFrom = -1;

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (!line) continue;
    if (GLOSSARY_START.test(line) && rules.some((rule) => rule.number.includes('.'))) {
      glossaryFrom = index + 1;
      break;
    }
    const opened = openedRule(line, last) ?? restartedContents(line, rules, firstSection);
    if (opened) {
      if (opened.key.major === undefined && opened.key.section === firstSection) rules = [];
      firstSection ??= opened.key.section;
      last = opened.key;
      current = { number: opened.number, text: opened.text, examples: [], references: [] };
      if (opened.key.minor === undefined) current.title = opened.text;
      rules.push(current);
      inExample = false;
    } else if (current && EXAMPLE.test(line)) {
      current.examples.push(line);
      inExample = true;
    } else if (current && inExample) {
      const examples = current.examples;
      examples[examples.length - 1] = joinWrapped(examples[examples.length - 1], line);
    } else if (current) {
      current.text = joinWrapped(current.text, line);
    }
  }
  for (const rule of rules) rule.references = citedRules([rule.text, ...rule.examples].join('\n'), rule.number);
  return { rules, glossary: glossaryFrom < 0 ? [] : parseGlossary(lines.slice(glossaryFrom)) };
}

interface OpenedRule {
  number: string;
  key: RuleKey;
  text: string;
}

function openedRule(line: string, last: RuleKey | undefined): OpenedRule | undefined {
  const section = SECTION.exec(line);
  if (section) return check({ section: Number(section[1]) }, section[1], section[2], last);
  const rule = RULE.exec(line);
  if (!rule) return undefined;
  const major = Number(rule[1]);
  const key: RuleKey = {
    section: Math.floor(major / 100),
    major,
    minor: rule[2] === undefined ? undefined : Number(rule[2]),
    letter: rule[3] === undefined ? undefined : LETTERS.indexOf(rule[3]),
  };
  const number = rule[1] + (rule[2] === undefined ? '' : `.${rule[2]}${rule[3] ?? ''}`);
  return check(key, number, rule[4], last);
}

/** The first section's heading again after headings only: what came before was a table of contents. */
function restartedContents(line: string, rules: RuleEntry[], firstSection: number | undefined): OpenedRule | undefined {
  const section = SECTION.exec(line);
  if (!section || Number(section[1]) !== firstSection || rules.some((rule) => rule.number.includes('.'))) return undefined;
  return { number: section[1], key: { section: firstSection }, text: section[2] };
}

function check(
  key: RuleKey,
  number: string,
  text: string,
  last: RuleKey | undefined,
): { number: string; key: RuleKey; text: string } | undefined {
  return !last || isNext(key, last) ? { number, key, text } : undefined;
}

function follows(value: number, previous: number | undefined): boolean {
  return previous === undefined ? true : value > previous && value <= previous + GAP;
}

function isNext(key: RuleKey, last: RuleKey): boolean {
  if (key.major === undefined) return follows(key.section, last.section);
  if (key.minor === undefined) {
    // A section's first heading is its hundred (100, 200); then each heading after the one before.
    if (key.section !== last.section) return key.section === last.section + 1 && key.major === key.section * 100;
    return last.major === undefined ? key.major === key.section * 100 : follows(key.major, last.major);
  }
  if (key.major !== last.major) return false;
  if (key.letter === undefined) return last.minor === undefined ? key.minor === 1 : follows(key.minor, last.minor);
  if (key.minor !== last.minor) return false;
  return last.letter === undefined ? key.letter === 0 : follows(key.letter, last.letter);
}

/**
 * The Japanese glossary: a header `用語（ようご）／English` (wrapped over up to three lines), then
 * its definition, opened by a full-width space or `(廃語)`. The English glossary: a term line,
 * its definition, a blank line between entries.
 */
function parseGlossary(lines: string[]): GlossaryEntry[] {
  const end = lines.findIndex((line) => GLOSSARY_END.test(line.trim()));
  const region = end < 0 ? lines : lines.slice(0, end);
  const japanese = region.some((line) => GLOSSARY_HEADER.test(line.trim()) || /（[^）]*$/.test(line));
  return japanese ? parseJapaneseGlossary(region.filter((line) => line.trim())) : parseEnglishGlossary(region);
}

function parseJapaneseGlossary(lines: string[]): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let headerFloor = 0;
  let open: { entry: GlossaryEntry; from: number } | undefined;
  const close = (until: number) => {
    if (!open) return;
    const text = lines.slice(open.from, until).reduce((joined, line) => joinWrapped(joined, line.trim()), '');
    open.entry.text = text.replace(OBSOLETE, '').trim();
    open.entry.obsolete = OBSOLETE.test(text);
    open.entry.references = citedRules(text);
    entries.push(open.entry);
    open = undefined;
  };
  for (let index = 0; index < lines.length; index++) {
    if (!DEFINITION_START.test(lines[index])) continue;
    for (let from = index - 1; from >= Math.max(headerFloor, index - 3); from--) {
      const header = lines.slice(from, index).reduce((joined, line) => joinWrapped(joined, line.trim()), '');
      const parsed = GLOSSARY_HEADER.exec(header);
      if (!parsed) continue;
      close(from);
      open = {
        entry: {
          term: parsed[1].trim(),
          reading: parsed[2].trim() || undefined,
          english: parsed[3].trim(),
          text: '',
          obsolete: false,
          references: [],
        },
        from: index,
      };
      headerFloor = index + 1;
      break;
    }
  }
  close(lines.length);
  return entries;
}

function parseEnglishGlossary(lines: string[]): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let block: string[] = [];
  const close = () => {
    if (block.length > 1) {
      const text = block.slice(1).join('\n');
      entries.push({
        term: block[0],
        text: text.replace(OBSOLETE, '').trim(),
        obsolete: OBSOLETE.test(text),
        references: citedRules(text),
      });
    }
    block = [];
  };
  for (const line of lines) {
    if (line.trim()) block.push(line.trim());
    else close();
  }
  close();
  return entries;
}
