import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database';
import type { Db } from '../../platform/database';
import type { Prisma } from '../../generated/prisma/client';

/** A document's row without its text (a list, a document's facts). */
const FACTS = {
  id: true,
  organizationId: true,
  kind: true,
  version: true,
  ruleCount: true,
  glossaryCount: true,
  previousVersion: true,
  changes: true,
  createdAt: true,
} as const satisfies Prisma.RulesDocumentSelect;

export type RulesDocumentFacts = Prisma.RulesDocumentGetPayload<{ select: typeof FACTS }>;

@Injectable()
export class RulesReferenceRepository {
  constructor(private readonly prisma: PrismaService) {}

  facts(id: string): Promise<RulesDocumentFacts | null> {
    return this.prisma.rulesDocument.findUnique({ where: { id }, select: FACTS });
  }

  /** The text as loaded and its kind, to parse. */
  source(id: string, db: Db = this.prisma): Promise<{ kind: string; text: string } | null> {
    return db.rulesDocument.findUnique({ where: { id }, select: { kind: true, text: true } });
  }

  /** The organization's documents, each kind's newest version first. */
  list(organizationId: string): Promise<RulesDocumentFacts[]> {
    return this.prisma.rulesDocument.findMany({
      where: { organizationId },
      select: FACTS,
      orderBy: [{ kind: 'asc' }, { createdAt: 'desc' }],
    });
  }

  /** The version of this kind loaded last, if any. */
  latest(organizationId: string, kind: string, db: Db = this.prisma): Promise<RulesDocumentFacts | null> {
    return db.rulesDocument.findFirst({ where: { organizationId, kind }, select: FACTS, orderBy: { createdAt: 'desc' } });
  }

  exists(organizationId: string, kind: string, version: string, db: Db = this.prisma): Promise<boolean> {
    return db.rulesDocument.count({ where: { organizationId, kind, version } }).then((count) => count > 0);
  }

  /**
   * Takes the organization's lock for this kind, so two loads of one kind are stored one after the
   * other (an advisory lock: before the first version there is no row to lock).
   */
  async lockKind(db: Db, organizationId: string, kind: string): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rules:${organizationId}:${kind}`}))`;
  }

  create(db: Db, data: Prisma.RulesDocumentUncheckedCreateInput): Promise<RulesDocumentFacts> {
    return db.rulesDocument.create({ data, select: FACTS });
  }
}
