import { Injectable } from '@nestjs/common';
import {
  compareRulesDocuments,
  parseRulesDocument,
  RULES_DOCUMENT_KINDS,
  RulesSearchIndex,
  type GlossaryEntry,
  type RuleEntry,
  type RulesComparison,
  type RulesDocumentKind,
} from '@taikai/engine';
import { EventAccessService } from '../../platform/access';
import type { Viewer } from '../../platform/common';
import type { Db } from '../../platform/database';
import { UnitOfWork } from '../../platform/database';
import { AppError, invalidInput } from '../../platform/errors';
import type { GlossaryEntryModel, RuleModel, RulesDocumentModel, RulesSearchHitModel } from './rules-reference.model';
import { RulesReferenceRepository, type RulesDocumentFacts } from './rules-reference.repository';

// Parsed documents kept in this process: a full Comprehensive Rules takes about half a second to
// parse and index, and a version never changes once loaded, so its id is the cache key.
const CACHED_DOCUMENTS = 8;
const HIT_TEXT = 240;
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
    const parsed = parseRulesDocument(kind, content);
    if (!parsed.rules.length) throw new AppError('RULES_TEXT_UNREADABLE', { kind });
    const before = await this.rules.latest(organizationId, kind);
    // Parsed now, outside the change, so the change finds it in the cache.
    if (before) await this.indexOf(before.id);
    const stored = await this.uow.run(viewer, async (change) => {
      await this.rules.lockKind(change.tx, organizationId, kind);
      if (await this.rules.exists(organizationId, kind, name, change.tx))
        throw new AppError('RULES_VERSION_EXISTS', { kind, version: name });
      const previous = await this.rules.latest(organizationId, kind, change.tx);
      const changes = previous ? compareRulesDocuments((await this.indexOf(previous.id, change.tx)).document, parsed) : null;
      const row = await this.rules.create(change.tx, {
        organizationId,
        kind,
        version: name,
        text: content,
        ruleCount: parsed.rules.length,
        glossaryCount: parsed.glossary.length,
        previousVersion: previous?.version ?? null,
        changes: changes ? { ...changes } : undefined,
        loadedById: organizer.userId,
      });
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
    this.remember(stored.id, Promise.resolve(new RulesSearchIndex(parsed)));
    return toModel(stored);
  }

  async search(viewer: Viewer, documentId: string, query: string, limit: number): Promise<RulesSearchHitModel[]> {
    await this.readable(viewer, documentId);
    const index = await this.indexOf(documentId);
    const glossary = new Map(index.document.glossary.map((entry) => [entry.term, entry]));
    return index.search(query, Math.min(limit, MAX_HITS)).map((hit) => {
      if (hit.kind === 'glossary') {
        const entry = glossary.get(hit.term)!;
        return {
          kind: 'glossary',
          match: hit.match,
          number: null,
          title: null,
          term: entry.term,
          text: cut(entry.text),
          obsolete: entry.obsolete,
        };
      }
      const rule = index.rule(hit.number)!;
      return {
        kind: 'rule',
        match: hit.match,
        number: rule.number,
        title: rule.title ?? null,
        term: null,
        text: cut(rule.text),
        obsolete: false,
      };
    });
  }

  /** A rule by number: its text, the references the document has, the terms it defines, its subrules. */
  async rule(viewer: Viewer, documentId: string, number: string): Promise<RuleModel> {
    const facts = await this.readable(viewer, documentId);
    const index = await this.indexOf(documentId);
    const rule = index.rule(number.trim());
    if (!rule) throw new AppError('RULE_UNKNOWN', { number, version: facts.version });
    const subrules = index.document.rules.filter((other) => isChildOf(other.number, rule.number));
    return { ...ruleModel(index, rule), subrules: subrules.map((subrule) => ({ ...ruleModel(index, subrule), subrules: [] })) };
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
    const built = this.rules.source(id, db).then((source) => {
      if (!source || !isKind(source.kind)) throw new AppError('NOT_FOUND', { entity: 'rulesDocument' });
      return new RulesSearchIndex(parseRulesDocument(source.kind, source.text));
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

/** A direct subrule: 702.19 → 702.19a, 702 → 702.1, 2 → 2.1 (a policy section's). */
function isChildOf(number: string, parent: string): boolean {
  if (!number.startsWith(parent) || number === parent) return false;
  const rest = number.slice(parent.length);
  return parent.includes('.') && /^\d{3}\.\d+$/.test(parent) ? /^[a-z]$/.test(rest) : /^\.\d+$/.test(rest);
}

function cut(text: string): string {
  return text.length > HIT_TEXT ? `${text.slice(0, HIT_TEXT)}…` : text;
}

function ruleModel(index: RulesSearchIndex, rule: RuleEntry): Omit<RuleModel, 'subrules'> {
  return {
    number: rule.number,
    title: rule.title ?? null,
    text: rule.text,
    examples: rule.examples,
    references: rule.references.filter((number) => index.rule(number)),
    glossary: index.glossaryOf(rule.number).map(glossaryModel),
  };
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
