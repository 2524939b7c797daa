import { parseComprehensiveRules } from './comprehensive-rules';
import type { ParsedRulesDocument, RulesDocumentKind } from './model';
import { parsePolicyDocument } from './policy-document';

export { foldText } from './fold';
export { RULES_DOCUMENT_KINDS, definingRule } from './model';
export type { GlossaryEntry, ParsedRulesDocument, RuleEntry, RulesDocumentKind } from './model';
export { citedRules } from './references';
export { parseComprehensiveRules } from './comprehensive-rules';
export { parsePolicyDocument } from './policy-document';
export { compareRulesDocuments } from './compare';
export type { RulesComparison } from './compare';
export { RulesSearchIndex } from './search';
export { HANDBOOK_SECTIONS, handbookSectionOf, isHistoricalSection, policySectionParts } from './sections';
export type { HandbookSection, PolicySectionPart } from './sections';
export { errataByName, parseErrata } from './errata';
export type { CardErratum } from './errata';
export type { RulesSearchHit, RulesSearchIndexData, RulesSearchMatch } from './search';
export { HIT_TEXT, readRule, summarizeHits } from './reading';
export type { RuleReading, RulesHitSummary } from './reading';

/** A loaded text parsed by its kind's shape: the Comprehensive Rules, or a sectioned document. */
export function parseRulesDocument(kind: RulesDocumentKind, text: string): ParsedRulesDocument {
  return kind === 'CR' ? parseComprehensiveRules(text) : parsePolicyDocument(text);
}
