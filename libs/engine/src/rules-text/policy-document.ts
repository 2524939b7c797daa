import { joinWrapped, textLines } from './fold';
import type { ParsedRulesDocument, RuleEntry } from './model';
import { citedRules } from './references';
import { type HandbookSection, HANDBOOK_SECTIONS, handbookSectionOf, isHistoricalSection } from './sections';

const GAP = 2;
// "2.1. ゲーム上の誤り ─ 誘発忘れ", "2.6 時間延長", "3.1.1.構築戦では…" (FFTCG: no space after the number)
const NUMBERED = /^(\d{1,2}(?:\.\d{1,2})*)\.?(?:\s+|(?=[^\s\d.]))(\S.*)$/;
const APPENDIX = /^(付録|Appendix)\s*([A-Z])\s*[-─―–—]\s*(\S.*)$/;
// Unnumbered headings: the JAR's 『よくある誤り』, the MTR's and IPG's ★はじめに (and the handbook's sections, `sections.ts`).
const HEADING = /^(?:『(.+)』|★(.+))$/;
// A table of contents' line ends in dot leaders and a page ("2.1 Missed Trigger ........ 12").
const CONTENTS_LINE = /(?:\.{4,}|…{2,}|\t-\s*\d+\s*-)/;

/**
 * A policy document (MTR, IPG, JAR) or the FFTCG rules: sections numbered `2.1` (also deeper,
 * `3.1.1`), appendices (`付録 A - …`, `Appendix A — …`) and unnumbered headings. As in the
 * Comprehensive Rules, a numbered line opens a section only when it is the next number after the
 * section before; lines indented (the IPG's contents) or ending in a page number are not headings.
 */
export function parsePolicyDocument(text: string): ParsedRulesDocument {
  let rules: RuleEntry[] = [];
  let last: number[] | undefined;
  let first: string | undefined;
  let lastAppendix = -1;
  let current: RuleEntry | undefined;
  // Inside the handbook's lists (errata, detrimental triggers) a 『…』 line names a set, not a heading.
  let inList = false;
  for (const raw of textLines(text)) {
    if (CONTENTS_LINE.test(raw)) continue;
    const opened = raw.trim() === raw && raw ? openedSection(raw) : undefined;
    let accepted: { number: string; title: string } | undefined;
    if (opened?.kind === 'numbered' && lastAppendix < 0) {
      if (opened.number === first && rules.every((rule) => !rule.text || rule.text === rule.title)) {
        rules = [];
        last = undefined;
      }
      if (!last || isNext(opened.path, last)) {
        accepted = opened;
        last = opened.path;
        first ??= opened.number;
      }
    } else if (opened?.kind === 'appendix' && opened.order > lastAppendix) {
      accepted = opened;
      lastAppendix = opened.order;
    } else if (opened?.kind === 'heading' && (!inList || opened.handbook)) {
      accepted = opened;
      inList = opened.handbook === 'ERRATA' || opened.handbook === 'DETRIMENTAL_TRIGGERS';
    }
    if (accepted) {
      current = { number: accepted.number, title: accepted.title, text: accepted.title, examples: [], references: [] };
      if (isHistoricalSection(accepted.title)) current.historical = true;
      rules.push(current);
    } else if (current && raw.trim()) {
      current.text = opensParagraph(raw, current.text) ? `${current.text}\n${raw.trim()}` : joinWrapped(current.text, raw.trim());
    }
  }
  for (const rule of rules) rule.references = citedRules(rule.text);
  return { rules, glossary: [] };
}

/** A paragraph starts indented (`　`), as a bullet, or after a label line (`懲罰：`); other lines are wrapped text. */
function opensParagraph(line: string, before: string): boolean {
  return /^(?:　|\s*[•・])/.test(line) || /[：:]$/.test(line) || /[：:]$/.test(before) || !before.includes('\n');
}

type Opened =
  | { kind: 'numbered'; number: string; title: string; path: number[] }
  | { kind: 'appendix'; number: string; title: string; order: number }
  | { kind: 'heading'; number: string; title: string; handbook?: HandbookSection };

function openedSection(line: string): Opened | undefined {
  const folded = line.normalize('NFKC');
  const numbered = NUMBERED.exec(folded);
  if (numbered) return { kind: 'numbered', number: numbered[1], title: numbered[2].trim(), path: numbered[1].split('.').map(Number) };
  const appendix = APPENDIX.exec(folded);
  if (appendix) {
    const number = appendix[1] === '付録' ? `付録${appendix[2]}` : `Appendix ${appendix[2]}`;
    return { kind: 'appendix', number, title: appendix[3].trim(), order: appendix[2].charCodeAt(0) };
  }
  const handbook = handbookSectionOf(line);
  // Numbered by its Japanese heading whichever edition it is, so a link finds it in either.
  if (handbook) return { kind: 'heading', number: HANDBOOK_SECTIONS[handbook][0], title: line.trim(), handbook };
  const heading = HEADING.exec(line);
  if (heading) {
    const title = (heading[1] ?? heading[2]).trim();
    return { kind: 'heading', number: title, title };
  }
  return undefined;
}

/** The next section: the first child of the one before (`2` → `2.1`), or the next sibling of it or of an ancestor. */
function isNext(path: number[], last: number[]): boolean {
  if (path.length === last.length + 1 && path.slice(0, -1).every((part, index) => part === last[index])) return path.at(-1) === 1;
  if (path.length > last.length) return false;
  const depth = path.length - 1;
  const sameParent = path.slice(0, depth).every((part, index) => part === last[index]);
  return sameParent && path[depth] > last[depth] && path[depth] <= last[depth] + GAP;
}
