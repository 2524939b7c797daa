import { Injectable } from '@nestjs/common';
import {
  type CardErratum,
  compareRulesDocuments,
  findCatalog,
  foldText,
  handbookSectionOf,
  policySectionParts,
  readRule,
  RULES_DOCUMENT_KINDS,
  summarizeHits,
  type GlossaryEntry,
  type RuleReading,
  type RulesComparison,
  type RulesDocumentKind,
  type RulesSearchIndex,
} from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import type { Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import { categoryName, infractionName, type Language, penaltyName } from '../../platform/i18n';
import type {
  CardErratumModel,
  GlossaryEntryModel,
  PenaltyTableRowModel,
  RuleModel,
  RulesDocumentCopyModel,
  RulesDocumentModel,
  RulesSearchHitModel,
  RulesSectionLookupModel,
} from './rules-reference.model';
import { RulesReferenceRepository, type RulesDocumentFacts } from './rules-reference.repository';
import { prepareRulesOffThread } from './rules-preparation';

// Parsed documents kept in this process: a full Comprehensive Rules takes about half a second to
// parse and index (in a worker thread, rules-preparation.ts), and a version never changes once
// loaded, so its id is the cache key.
const CACHED_DOCUMENTS = 8;
const MAX_HITS = 100;
// A decklist's distinct card names fit; more is not a page's question.
const MAX_ERRATA_NAMES = 300;
// The catalog the quick reference's penalty table shows: Magic at Competitive REL (IPG appendix A).
const PENALTY_TABLE_CATALOG = 'magic-ipg';

/** A loaded version parsed once: its search index, and its errata list by card name (empty when it has none). */
interface ParsedVersion {
  index: RulesSearchIndex;
  errata: Map<string, CardErratum>;
}
@Injectable()
export class RulesReferenceService {
  private readonly cache = new Map<string, Promise<ParsedVersion>>();

  constructor(
    private readonly rules: RulesReferenceRepository,
    private readonly access: EventAccessService,
    private readonly uow: UnitOfWork,
  ) {}

  async documents(viewer: Viewer, organizationId: string): Promise<RulesDocumentModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'rules.read');
    return (await this.rules.list(organizationId)).map(toModel);
  }

  async document(viewer: Viewer, id: string): Promise<RulesDocumentModel> {
    return toModel(await this.readable(viewer, id));
  }

  /**
   * Stores a version of a rules text, with what changed since the version of its kind loaded
   * last. Who may load is checked before the text is parsed; the text's size is bounded at the
   * edge (input-bounds.ts).
   */
  async load(viewer: Viewer, organizationId: string, kind: string, version: string, content: string): Promise<RulesDocumentModel> {
    const organizer = await this.access.requireInOrganization(viewer, organizationId, 'rules.manage');
    if (!isKind(kind)) throw invalidInput('documentKind', 'notAllowed');
    const name = version.trim();
    if (!name) throw invalidInput('version', 'required');
    const before = await this.rules.latest(organizationId, kind);
    // Parsed, indexed and compared with the version before now, off the event loop and outside the
    // change; the change compares again only if another load stored a version in between.
    const prepared = await prepareRulesOffThread({
      kind,
      text: content,
      previous: before ? (await this.indexOf(before.id)).document : undefined,
    });
    const parsed = prepared.index.document;
    if (!parsed.rules.length) throw new AppError('RULES_TEXT_UNREADABLE', { kind });
    const stored = await this.uow.run(viewer, async (change) => {
      await this.rules.lockKind(change.tx, organizationId, kind);
      if (await this.rules.exists(organizationId, kind, name, change.tx))
        throw new AppError('RULES_VERSION_EXISTS', { kind, version: name });
      const previous = await this.rules.latest(organizationId, kind, change.tx);
      const changes =
        previous?.id === before?.id
          ? prepared.changes
          : previous
            ? compareRulesDocuments((await this.indexOf(previous.id, change.tx)).document, parsed)
            : null;
      const row = await this.rules.create(change.tx, {
        organizationId,
        kind,
        version: name,
        text: '',
        ruleCount: parsed.rules.length,
        glossaryCount: parsed.glossary.length,
        previousVersion: previous?.version ?? null,
        changes: changes ? { ...changes } : undefined,
        loadedById: organizer.userId,
      });
      await this.rules.writeText(change.tx, row.id, content);
      const { ruleCount, glossaryCount, previousVersion } = row;
      await change.audit({
        eventId: null,
        action: 'rules.load',
        entityType: 'RulesDocument',
        entityId: row.id,
        after: { kind, version: name, ruleCount, glossaryCount, previousVersion },
      });
      return row;
    });
    this.remember(stored.id, Promise.resolve(prepared));
    return toModel(stored);
  }

  /**
   * Each kind's newest version with its parsed rules and glossary as JSON: what the dashboard keeps
   * on a judge's phone to read and search with no network (about 290 KB gzip for the full
   * Japanese Comprehensive Rules; the GraphQL answer is compressed, compress-responses.ts).
   */
  async offlineCopy(viewer: Viewer, organizationId: string): Promise<RulesDocumentCopyModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'rules.read');
    const newest = new Map<string, RulesDocumentFacts>();
    for (const row of await this.rules.list(organizationId)) if (!newest.has(row.kind)) newest.set(row.kind, row);
    return Promise.all(
      [...newest.values()].map(async (row) => ({ document: toModel(row), parsed: JSON.stringify((await this.indexOf(row.id)).document) })),
    );
  }

  async search(viewer: Viewer, documentId: string, query: string, limit: number): Promise<RulesSearchHitModel[]> {
    await this.readable(viewer, documentId);
    const index = await this.indexOf(documentId);
    return summarizeHits(index, index.search(query, Math.min(limit, MAX_HITS))).map((hit) => ({
      ...hit,
      number: hit.number ?? null,
      title: hit.title ?? null,
      term: hit.term ?? null,
    }));
  }

  /**
   * A section of the newest loaded version of a kind, for a link from elsewhere (an infraction's
   * IPG section, the handbook's missed-trigger chart, CR 613): a section is asked by what it is,
   * whichever version the organization loaded last.
   */
  async section(viewer: Viewer, organizationId: string, kind: string, number: string): Promise<RulesSectionLookupModel> {
    await this.access.requireInOrganization(viewer, organizationId, 'rules.read');
    if (!isKind(kind)) throw invalidInput('documentKind', 'notAllowed');
    const latest = await this.rules.latest(organizationId, kind);
    if (!latest) return { document: null, rule: null, parts: [] };
    const index = await this.indexOf(latest.id);
    const rule = readRule(index, number) ?? readRule(index, otherEditionsAppendix(number.trim()));
    if (!rule) return { document: toModel(latest), rule: null, parts: [] };
    return {
      document: toModel(latest),
      rule: { ...ruleModel(rule), subrules: rule.subrules.map((subrule) => ({ ...ruleModel(subrule), subrules: [] })) },
      parts: kind === 'CR' ? [] : policySectionParts(rule.text),
    };
  }

  /**
   * The errata of the named cards, from the errata list (特筆異状集) of the newest version of each
   * kind the organization loaded (the list is in the judge handbook, after the JAR). Names compare
   * folded, Japanese or English; cards without errata are left out.
   */
  async errata(viewer: Viewer, organizationId: string, names: string[]): Promise<CardErratumModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'rules.read');
    if (names.length > MAX_ERRATA_NAMES) throw invalidInput('names', 'tooLong');
    const newest = new Map<string, RulesDocumentFacts>();
    for (const row of await this.rules.list(organizationId)) if (!newest.has(row.kind)) newest.set(row.kind, row);
    const found: CardErratumModel[] = [];
    const asked = new Set<string>();
    for (const row of newest.values()) {
      const { index, errata } = await this.parsedOf(row.id);
      if (!errata.size) continue;
      const section = index.document.rules.find((rule) => errataHeading(rule.number))?.number ?? '';
      for (const name of names) {
        const entry = errata.get(foldText(name));
        if (!entry || asked.has(name)) continue;
        asked.add(name);
        found.push({ query: name, ...entry, english: entry.english ?? null, set: entry.set ?? null, documentId: row.id, section });
      }
    }
    return found;
  }

  /** The IPG's penalty table as Taikai's catalog has it (appendix A): infraction, default penalty, section. */
  async penaltyTable(viewer: Viewer, organizationId: string, language: Language): Promise<PenaltyTableRowModel[]> {
    await this.access.requireInOrganization(viewer, organizationId, 'rules.read');
    const catalog = findCatalog(PENALTY_TABLE_CATALOG)!;
    return catalog.infractions.map((infraction) => ({
      code: infraction.code,
      name: infractionName(language, infraction.code),
      categoryName: categoryName(language, infraction.category),
      penalty: infraction.defaultPenalty,
      penaltyName: penaltyName(language, infraction.defaultPenalty),
      section: infraction.section,
    }));
  }

  /** A rule by number: its text, the references the document has, the terms it defines, its subrules. */
  async rule(viewer: Viewer, documentId: string, number: string): Promise<RuleModel> {
    const facts = await this.readable(viewer, documentId);
    const rule = readRule(await this.indexOf(documentId), number);
    if (!rule) throw new AppError('RULE_UNKNOWN', { number, version: facts.version });
    return { ...ruleModel(rule), subrules: rule.subrules.map((subrule) => ({ ...ruleModel(subrule), subrules: [] })) };
  }

  private async readable(viewer: Viewer, id: string): Promise<RulesDocumentFacts> {
    const facts = await this.rules.facts(id);
    if (!facts) throw new AppError('NOT_FOUND', { entity: 'rulesDocument' });
    await this.access.requireInOrganization(viewer, facts.organizationId, 'rules.read');
    return facts;
  }

  private indexOf(id: string, db?: Db): Promise<RulesSearchIndex> {
    return this.parsedOf(id, db).then((parsed) => parsed.index);
  }

  private parsedOf(id: string, db?: Db): Promise<ParsedVersion> {
    const cached = this.cache.get(id);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached;
    }
    const built = this.rules.source(id, db).then(async (source) => {
      if (!source || !isKind(source.kind)) throw new AppError('NOT_FOUND', { entity: 'rulesDocument' });
      return prepareRulesOffThread({ kind: source.kind, text: source.text });
    });
    this.remember(id, built);
    return built;
  }

  private remember(id: string, index: Promise<ParsedVersion>): void {
    this.cache.set(id, index);
    index.catch(() => this.cache.delete(id));
    while (this.cache.size > CACHED_DOCUMENTS) this.cache.delete(this.cache.keys().next().value!);
  }
}

function isKind(kind: string): kind is RulesDocumentKind {
  return (RULES_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

function ruleModel(rule: RuleReading): Omit<RuleModel, 'subrules'> {
  return { ...rule, title: rule.title ?? null, glossary: rule.glossary.map(glossaryModel) };
}

/** An appendix as the other edition numbers it: 付録B ⇄ Appendix B (a link does not know which edition was loaded). */
function otherEditionsAppendix(number: string): string {
  const japanese = /^付録([A-Z])$/.exec(number);
  if (japanese) return `Appendix ${japanese[1]}`;
  const english = /^Appendix ([A-Z])$/.exec(number);
  return english ? `付録${english[1]}` : number;
}

function errataHeading(number: string): boolean {
  return handbookSectionOf(number) === 'ERRATA';
}

function glossaryModel(entry: GlossaryEntry): GlossaryEntryModel {
  return { ...entry, reading: entry.reading ?? null, english: entry.english ?? null };
}

function toModel(row: RulesDocumentFacts): RulesDocumentModel {
  const changes = row.changes as RulesComparison | null;
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    version: row.version,
    ruleCount: row.ruleCount,
    glossaryCount: row.glossaryCount,
    changes: changes && row.previousVersion ? { previousVersion: row.previousVersion, ...changes } : null,
    loadedAt: row.createdAt,
  };
}
