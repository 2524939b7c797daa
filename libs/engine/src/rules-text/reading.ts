import type { GlossaryEntry, RuleEntry } from './model';
import type { RulesSearchHit, RulesSearchIndex, RulesSearchMatch } from './search';

/** How much of a rule's or an entry's text a search hit shows: a few lines on a phone. */
export const HIT_TEXT = 240;

/** A search hit as a judge reads it in a list: the rule's number and title, or the entry's term, and the text cut. */
export interface RulesHitSummary {
  kind: 'rule' | 'glossary';
  match: RulesSearchMatch;
  number?: string;
  title?: string;
  term?: string;
  text: string;
  obsolete: boolean;
  /** An obsolete term or a section recording the rules as they were: shown as history, never as current policy. */
  historical: boolean;
}

/** A rule to read: its cross-references to rules the document has (links), the glossary terms it defines. */
export interface RuleReading {
  number: string;
  title?: string;
  text: string;
  examples: string[];
  historical: boolean;
  references: string[];
  glossary: GlossaryEntry[];
}

/**
 * What the API's search answers and what the dashboard's offline copy shows (one shape, so the two
 * read alike): each hit with its rule or glossary entry.
 */
export function summarizeHits(index: RulesSearchIndex, hits: RulesSearchHit[]): RulesHitSummary[] {
  const glossary = new Map(index.document.glossary.map((entry) => [entry.term, entry]));
  return hits.map((hit) => {
    if (hit.kind === 'glossary') {
      const entry = glossary.get(hit.term)!;
      const historical = index.isHistorical(hit);
      return { kind: 'glossary', match: hit.match, term: entry.term, text: cut(entry.text), obsolete: entry.obsolete, historical };
    }
    const rule = index.rule(hit.number)!;
    const historical = index.isHistorical(hit);
    return { kind: 'rule', match: hit.match, number: rule.number, title: rule.title, text: cut(rule.text), obsolete: false, historical };
  });
}

/** A rule by number with its direct subrules (702.19 → 702.19a…, 702 → 702.1, 2 → 2.1); undefined when the document lacks it. */
export function readRule(index: RulesSearchIndex, number: string): (RuleReading & { subrules: RuleReading[] }) | undefined {
  const rule = index.rule(number.trim());
  if (!rule) return undefined;
  const subrules = index.document.rules.filter((other) => isChildOf(other.number, rule.number));
  return { ...reading(index, rule), subrules: subrules.map((subrule) => reading(index, subrule)) };
}

function reading(index: RulesSearchIndex, rule: RuleEntry): RuleReading {
  return {
    number: rule.number,
    title: rule.title,
    text: rule.text,
    examples: rule.examples,
    historical: !!rule.historical,
    references: rule.references.filter((number) => index.rule(number)),
    glossary: index.glossaryOf(rule.number),
  };
}

function isChildOf(number: string, parent: string): boolean {
  if (!number.startsWith(parent) || number === parent) return false;
  const rest = number.slice(parent.length);
  return parent.includes('.') && /^\d{3}\.\d+$/.test(parent) ? /^[a-z]$/.test(rest) : /^\.\d+$/.test(rest);
}

function cut(text: string): string {
  return text.length > HIT_TEXT ? `${text.slice(0, HIT_TEXT)}…` : text;
}
