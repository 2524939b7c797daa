// Loaded only by the Rules page (import() in useOfflineRules.ts): the engine's parser-free part
// that reads and searches a stored copy, in a chunk of its own.
import { readRule, RulesSearchIndex, summarizeHits, type ParsedRulesDocument } from '@taikai/engine';
import type { RuleQuery, SearchRulesQuery } from '../../generated/graphql';
import type { StoredRulesDocument } from './rulesStore';

// One index per stored version, built on first use (a full Comprehensive Rules: about 0.3 s on a laptop).
const indexes = new Map<string, RulesSearchIndex>();

function indexOf(stored: StoredRulesDocument): RulesSearchIndex {
  const key = `${stored.document.id}:${stored.document.version}`;
  let index = indexes.get(key);
  if (!index) {
    index = new RulesSearchIndex(JSON.parse(stored.parsed) as ParsedRulesDocument);
    indexes.clear();
    indexes.set(key, index);
  }
  return index;
}

/** What `searchRules` answers, from the copy: the engine's search and summaries, as the API uses them. */
export function searchStoredRules(stored: StoredRulesDocument, query: string, limit = 50): SearchRulesQuery {
  const index = indexOf(stored);
  return {
    searchRules: summarizeHits(index, index.search(query, limit)).map((hit) => ({
      ...hit,
      number: hit.number ?? null,
      title: hit.title ?? null,
      term: hit.term ?? null,
    })),
  };
}

/** What `rule` answers, from the copy; undefined when the copy has no such rule. */
export function readStoredRule(stored: StoredRulesDocument, number: string): RuleQuery | undefined {
  const rule = readRule(indexOf(stored), number);
  if (!rule) return undefined;
  const fields = (reading: Omit<typeof rule, 'subrules'>) => ({
    number: reading.number,
    title: reading.title ?? null,
    text: reading.text,
    examples: reading.examples,
    historical: reading.historical,
    references: reading.references,
  });
  return {
    rule: {
      ...fields(rule),
      glossary: rule.glossary.map((entry) => ({
        term: entry.term,
        reading: entry.reading ?? null,
        english: entry.english ?? null,
        text: entry.text,
        obsolete: entry.obsolete,
      })),
      subrules: rule.subrules.map(fields),
    },
  };
}
