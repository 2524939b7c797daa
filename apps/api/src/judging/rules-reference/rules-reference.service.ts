import { Injectable } from '@nestjs/common';
import {
  compareRulesDocuments,
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
import type {
  GlossaryEntryModel,
  RuleModel,
  RulesDocumentCopyModel,
  RulesDocumentModel,
  RulesSearchHitModel,
} from './rules-reference.model';
import { RulesReferenceRepository, type RulesDocumentFacts } from './rules-reference.repository';
import { prepareRulesOffThread } from './rules-preparation';

// Parsed documents kept in this process: a full Comprehensive Rules takes about half a second to
// parse and index (in a worker thread, rules-preparation.ts), and a version never changes once
// loaded, so its id is the cache key.
const CACHED_DOCUMENTS = 8;
const MAX_HITS = 100;

@Injectable()
export class RulesReferenceService {
  private readonly cache = new Map<string, Promise<RulesSearchIndex>>();

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
    this.remember(stored.id, Promise.resolve(prepared.index));
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
    const cached = this.cache.get(id);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached;
    }
    const built = this.rules.source(id, db).then(async (source) => {
      if (!source || !isKind(source.kind)) throw new AppError('NOT_FOUND', { entity: 'rulesDocument' });
      return (await prepareRulesOffThread({ kind: source.kind, text: source.text })).index;
    });
    this.remember(id, built);
    return built;
  }

  private remember(id: string, index: Promise<RulesSearchIndex>): void {
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
