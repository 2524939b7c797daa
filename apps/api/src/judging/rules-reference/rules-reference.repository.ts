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

/**
 * A text is written and read in pieces of this many characters. Prisma's query engine (the JS
 * client engine) works through a statement's values on the event loop: a 1.9 MB text in one
 * statement held every other request 1.1–2.2 s on a loaded 2-core machine (the import-limits e2e
 * spec), as long as parsing it did; a piece of 32,768 characters holds it about a twentieth of that.
 */
const TEXT_PIECE = 32_768;

@Injectable()
export class RulesReferenceRepository {
  constructor(private readonly prisma: PrismaService) {}

  facts(id: string): Promise<RulesDocumentFacts | null> {
    return this.prisma.rulesDocument.findUnique({ where: { id }, select: FACTS });
  }

  /** The text as loaded and its kind, to parse (read in pieces: `TEXT_PIECE`). */
  async source(id: string, db: Db = this.prisma): Promise<{ kind: string; text: string } | null> {
    const [row] = await db.$queryRaw<{ kind: string; length: number }[]>`
      SELECT "kind", length("text")::int AS "length" FROM "RulesDocument" WHERE "id" = ${id}::uuid`;
    if (!row) return null;
    const pieces: string[] = [];
    // substr counts characters as PostgreSQL does (code points), as length() does.
    for (let from = 1; from <= row.length; from += TEXT_PIECE) {
      const [{ piece }] = await db.$queryRaw<{ piece: string }[]>`
        SELECT substr("text", ${from}::int, ${TEXT_PIECE}::int) AS "piece" FROM "RulesDocument" WHERE "id" = ${id}::uuid`;
      pieces.push(piece);
    }
    return { kind: row.kind, text: pieces.join('') };
  }

  /** Appends the text to a row created without it, piece by piece in the caller's change (`TEXT_PIECE`). */
  async writeText(db: Db, id: string, text: string): Promise<void> {
    for (let from = 0; from < text.length;) {
      let to = Math.min(from + TEXT_PIECE, text.length);
      // Never between the two halves of a character beyond the BMP (PostgreSQL refuses half of one).
      if (to < text.length && /[\ud800-\udbff]/.test(text[to - 1])) to--;
      await db.$executeRaw`UPDATE "RulesDocument" SET "text" = "text" || ${text.slice(from, to)} WHERE "id" = ${id}::uuid`;
      from = to;
    }
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
