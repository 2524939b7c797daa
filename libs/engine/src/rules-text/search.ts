import { foldText } from './fold';
import { definingRule, type GlossaryEntry, type ParsedRulesDocument, type RuleEntry } from './model';

/**
 * How a hit was found: the rule's number, citing that number, a glossary term (kanji, kana or
 * English) naming it, or its words.
 */
export type RulesSearchMatch = 'number' | 'reference' | 'glossary' | 'text';
export type RulesSearchHit =
  { kind: 'rule'; number: string; match: RulesSearchMatch } | { kind: 'glossary'; term: string; match: RulesSearchMatch };

const RULE_NUMBER = /^(?:rule\s*|ルール\s*)?(\d{1,3}(?:\.\d+[a-z]?)?|付録[a-z])\.?$/;
const LATIN = /[a-z0-9]+/g;
// Runs of text in a script without spaces between words (kana, kanji): indexed by character bigrams.
const CJK_RUN = /[^\sa-z0-9\p{P}\p{S}]+/gu;

interface Indexed {
  hit: RulesSearchHit;
  folded: string;
  heading: string;
}

/**
 * What building an index computes from its document's texts (the costly part: a full
 * Comprehensive Rules takes about 0.3 s), as plain data a structured clone keeps: a worker thread
 * builds it and the thread that searches restores it (`RulesSearchIndex.restore`) in a few tens of
 * milliseconds.
 */
export interface RulesSearchIndexData {
  document: ParsedRulesDocument;
  entries: Indexed[];
  postings: Map<string, number[]>;
}

/**
 * A document's search index, built once per loaded version and kept in memory. Latin words are
 * indexed whole (a query word matches their prefix: "trample" finds "trampled"); Japanese by
 * character bigrams, then every candidate is checked for the query as one piece, so the answer
 * is exact. Why bigrams: no Japanese morphological analyser (and its dictionary) can ship offline
 * in the server, PostgreSQL's `pg_trgm` drops non-alphanumeric characters in most builds and
 * `pg_bigm` is not in the embedded server; bigrams need no dictionary, never split a term the
 * wrong way, and the check after them removes their false hits. Everything is compared folded
 * (`foldText`): full-width and half-width alike, katakana as hiragana, so トランプル and とらんぷる
 * are one word.
 */
export class RulesSearchIndex {
  private readonly entries: Indexed[];
  private readonly rulesByNumber = new Map<string, RuleEntry>();
  // Numbers as a query folds them (付録A is searched as 付録a).
  private readonly numbersFolded = new Map<string, string>();
  private readonly glossaryByRule = new Map<string, GlossaryEntry[]>();
  private readonly glossaryByName = new Map<string, GlossaryEntry[]>();
  private readonly glossaryByTerm = new Map<string, GlossaryEntry>();
  private readonly postings: Map<string, number[]>;
  private readonly words: string[];

  constructor(
    readonly document: ParsedRulesDocument,
    built?: Pick<RulesSearchIndexData, 'entries' | 'postings'>,
  ) {
    this.entries = built?.entries ?? [];
    this.postings = built?.postings ?? new Map();
    for (const rule of document.rules) {
      this.rulesByNumber.set(rule.number, rule);
      this.numbersFolded.set(foldText(rule.number), rule.number);
      if (!built) this.add({ kind: 'rule', number: rule.number, match: 'text' }, [rule.text, ...rule.examples].join(' '), rule.title ?? '');
    }
    for (const entry of document.glossary) {
      const rule = definingRule(entry);
      if (rule) push(this.glossaryByRule, rule, entry);
      this.glossaryByTerm.set(entry.term, entry);
      for (const name of [entry.term, entry.reading, entry.english]) if (name) push(this.glossaryByName, foldText(name), entry);
      if (!built)
        this.add(
          { kind: 'glossary', term: entry.term, match: 'text' },
          [entry.term, entry.reading, entry.english, entry.text].join(' '),
          entry.term,
        );
    }
    this.words = [...this.postings.keys()].filter((key) => /^[a-z0-9]/.test(key)).sort();
  }

  /** The index as plain data, to send to another thread (see `RulesSearchIndexData`). */
  data(): RulesSearchIndexData {
    return { document: this.document, entries: this.entries, postings: this.postings };
  }

  /** The index `data()` gave, without indexing the texts again. */
  static restore(data: RulesSearchIndexData): RulesSearchIndex {
    return new RulesSearchIndex(data.document, data);
  }

  rule(number: string): RuleEntry | undefined {
    return this.rulesByNumber.get(number);
  }

  /** The glossary entries a rule defines (the entries citing it first). */
  glossaryOf(number: string): GlossaryEntry[] {
    return this.glossaryByRule.get(number) ?? [];
  }

  /**
   * A rule number: that rule, its subrules, then the rules and entries citing it. Otherwise the
   * rule a glossary term names and the entry, then every rule and entry holding the query's
   * words: headings first, then by how often they hold them, then in the document's order.
   * Historical hits (obsolete glossary terms, changes from earlier versions) come after every
   * current one, in the same order among themselves: the first answer is always a current rule.
   */
  search(query: string, limit = 50): RulesSearchHit[] {
    const hits = this.ranked(query);
    return [...hits.filter((hit) => !this.isHistorical(hit)), ...hits.filter((hit) => this.isHistorical(hit))].slice(0, limit);
  }

  /** An obsolete glossary term (廃語) or a section recording the rules as they were. */
  isHistorical(hit: RulesSearchHit): boolean {
    if (hit.kind === 'rule') return !!this.rulesByNumber.get(hit.number)?.historical;
    return !!this.glossaryByTerm.get(hit.term)?.obsolete;
  }

  private ranked(query: string): RulesSearchHit[] {
    const folded = foldText(query);
    if (!folded) return [];
    const hits: RulesSearchHit[] = [];
    const seen = new Set<string>();
    const add = (hit: RulesSearchHit) => {
      const key = hit.kind === 'rule' ? `r:${hit.number}` : `g:${hit.term}`;
      if (!seen.has(key)) {
        seen.add(key);
        hits.push(hit);
      }
    };
    const number = RULE_NUMBER.exec(folded)?.[1];
    if (number) {
      const exact = this.numbersFolded.get(number);
      if (exact) {
        add({ kind: 'rule', number: exact, match: 'number' });
        for (const rule of this.document.rules)
          if (isSubrule(rule.number, exact)) add({ kind: 'rule', number: rule.number, match: 'number' });
        for (const rule of this.document.rules)
          if (rule.references.includes(exact)) add({ kind: 'rule', number: rule.number, match: 'reference' });
        for (const entry of this.document.glossary)
          if (entry.references.includes(exact)) add({ kind: 'glossary', term: entry.term, match: 'reference' });
        return hits;
      }
    }
    for (const entry of this.glossaryByName.get(folded) ?? []) {
      const rule = definingRule(entry);
      if (rule && this.rulesByNumber.has(rule)) add({ kind: 'rule', number: rule, match: 'glossary' });
      add({ kind: 'glossary', term: entry.term, match: 'glossary' });
    }
    for (const hit of this.textHits(folded)) add(hit);
    return hits;
  }

  private textHits(folded: string): RulesSearchHit[] {
    const latin = folded.match(LATIN) ?? [];
    const runs = folded.match(CJK_RUN) ?? [];
    let candidates: Set<number> | undefined;
    const narrow = (ids: Iterable<number>) => {
      const next = new Set<number>();
      for (const id of ids) if (!candidates || candidates.has(id)) next.add(id);
      candidates = next;
    };
    for (const word of latin) narrow(this.prefixed(word));
    for (const run of runs) for (const bigram of bigrams(run)) narrow(this.postings.get(bigram) ?? []);
    const pool = candidates ?? this.entries.keys();
    const scored: { index: number; score: number }[] = [];
    for (const index of pool) {
      const entry = this.entries[index];
      if (!runs.every((run) => entry.folded.includes(run))) continue;
      const pieces = [...runs, ...latin];
      const score = pieces.reduce((sum, piece) => sum + occurrences(entry.folded, piece), 0) + (entry.heading.includes(folded) ? 1000 : 0);
      scored.push({ index, score });
    }
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    return scored.map(({ index }) => this.entries[index].hit);
  }

  private prefixed(word: string): Set<number> {
    const ids = new Set<number>();
    for (let at = lowerBound(this.words, word); at < this.words.length && this.words[at].startsWith(word); at++) {
      for (const id of this.postings.get(this.words[at]) ?? []) ids.add(id);
    }
    return ids;
  }

  private add(hit: RulesSearchHit, text: string, heading: string): void {
    const id = this.entries.length;
    const folded = foldText(text);
    this.entries.push({ hit, folded, heading: foldText(heading) });
    const keys = new Set<string>(folded.match(LATIN) ?? []);
    for (const run of folded.match(CJK_RUN) ?? []) for (const bigram of bigrams(run)) keys.add(bigram);
    for (const key of keys) {
      const list = this.postings.get(key);
      if (list) list.push(id);
      else this.postings.set(key, [id]);
    }
  }
}

function isSubrule(number: string, parent: string): boolean {
  return (
    number !== parent &&
    (number.startsWith(`${parent}.`) || (parent.includes('.') && /^[a-z]$/.test(number.slice(parent.length)) && number.startsWith(parent)))
  );
}

/** A run's character bigrams (none for one character: a one-character query is checked against every entry). */
function bigrams(run: string): string[] {
  const characters = [...run];
  return characters.slice(1).map((character, index) => characters[index] + character);
}

function occurrences(text: string, piece: string): number {
  let count = 0;
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + piece.length)) count++;
  return count;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
