/** Which text a document is: the kinds an organizer loads, each parsed by its own shape. */
export const RULES_DOCUMENT_KINDS = ['CR', 'MTR', 'IPG', 'JAR', 'FFTCG'] as const;
export type RulesDocumentKind = (typeof RULES_DOCUMENT_KINDS)[number];

/**
 * One numbered rule (`702.19c`), a heading (`702`, section `7`), or a policy document's section
 * (`2.1`, `付録A`, a JAR heading). `title` is a heading's first line; `text` is the rule joined
 * from its wrapped lines, without its examples.
 */
export interface RuleEntry {
  number: string;
  title?: string;
  text: string;
  examples: string[];
  /** Rule numbers this one cites ("see rule 702.19", 「702.19参照」), in order, once each, not itself. */
  references: string[];
  /** The rules as they were (a policy document's changes from earlier versions): never current rules. */
  historical?: boolean;
}

/** A glossary entry: the Japanese glossary gives the kana reading and the English name. */
export interface GlossaryEntry {
  term: string;
  reading?: string;
  english?: string;
  text: string;
  /** Marked 廃語 / Obsolete: historical wording, never current rules. */
  obsolete: boolean;
  references: string[];
}

export interface ParsedRulesDocument {
  rules: RuleEntry[];
  glossary: GlossaryEntry[];
}

/** The rule a glossary entry is defined by: the first one it cites. */
export function definingRule(entry: GlossaryEntry): string | undefined {
  return entry.references[0];
}
