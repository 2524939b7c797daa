import { foldText } from './fold';
import type { ParsedRulesDocument } from './model';

/** What changed between two versions of a document, rule by rule and glossary term by term. */
export interface RulesComparison {
  added: string[];
  removed: string[];
  changed: string[];
  glossaryAdded: string[];
  glossaryRemoved: string[];
  glossaryChanged: string[];
}

/**
 * Rules are matched by number, glossary entries by term; a rule changed when its text or
 * examples differ beyond spacing and width (a re-wrapped line is no change). Lists follow the
 * newer document's order (removed ones the older's).
 */
export function compareRulesDocuments(older: ParsedRulesDocument, newer: ParsedRulesDocument): RulesComparison {
  const rules = compareKeyed(
    older.rules.map((rule) => [rule.number, [rule.text, ...rule.examples].join(' ')]),
    newer.rules.map((rule) => [rule.number, [rule.text, ...rule.examples].join(' ')]),
  );
  const glossary = compareKeyed(
    older.glossary.map((entry) => [entry.term, `${entry.obsolete} ${entry.text}`]),
    newer.glossary.map((entry) => [entry.term, `${entry.obsolete} ${entry.text}`]),
  );
  return {
    ...rules,
    glossaryAdded: glossary.added,
    glossaryRemoved: glossary.removed,
    glossaryChanged: glossary.changed,
  };
}

function compareKeyed(older: [string, string][], newer: [string, string][]) {
  const before = new Map(older.map(([key, text]) => [key, foldText(text)]));
  const after = new Set(newer.map(([key]) => key));
  const added: string[] = [];
  const changed: string[] = [];
  for (const [key, text] of newer) {
    const was = before.get(key);
    if (was === undefined) added.push(key);
    else if (was !== foldText(text)) changed.push(key);
  }
  return { added, changed, removed: older.map(([key]) => key).filter((key) => !after.has(key)) };
}
