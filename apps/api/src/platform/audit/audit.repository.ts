import { Injectable } from '@nestjs/common';
import { PrismaService, SqlPool, SqlStatement } from '../database';
import type { Db } from '../database';
import type { Prisma } from '../../generated/prisma/client';

export interface AuditRecord {
  eventId: string | null;
  actorKind: 'staff' | 'player' | 'system';
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * SQL inserting the audit entries passed as a JSON array in parameter `$entries`, stamped with the
 * time in parameter `$createdAt`, in one statement. A statement may append a condition
 * (`WHERE …`) to insert them only when its other changes happen.
 */
export function insertAuditEntriesSql(entries: number, createdAt: number): string {
  return `INSERT INTO "AuditEntry" ("eventId", "actorId", "actorKind", action, "entityType", "entityId", before, after, "createdAt")
    SELECT e."eventId", e."actorId", e."actorKind", e.action, e."entityType", e."entityId", e.before, e.after, $${createdAt}::timestamptz AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset($${entries}::jsonb)
      AS e("eventId" uuid, "actorId" text, "actorKind" text, action text, "entityType" text, "entityId" text, before jsonb, after jsonb)`;
}

const INSERT_ENTRIES: SqlStatement = { name: 'insert-audit-entries', text: insertAuditEntriesSql(1, 2) };

@Injectable()
export class AuditRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlPool,
  ) {}

  insert(db: Db, entries: AuditRecord[]) {
    return db.auditEntry.createMany({
      data: entries.map((entry) => ({
        ...entry,
        before: toJson(entry.before),
        after: toJson(entry.after),
      })),
    });
  }

  /** The same as a statement of its own, outside any transaction. */
  async insertAlone(entries: AuditRecord[]): Promise<void> {
    await this.sql.query(INSERT_ENTRIES, [JSON.stringify(entries), new Date().toISOString()]);
  }

  list(filter: { eventId: string; entityId?: string; action?: string; limit: number; beforeId?: bigint }) {
    return this.prisma.auditEntry.findMany({
      where: {
        eventId: filter.eventId,
        ...(filter.entityId ? { entityId: filter.entityId } : {}),
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.beforeId ? { id: { lt: filter.beforeId } } : {}),
      },
      orderBy: { id: 'desc' },
      take: filter.limit,
    });
  }

  /** The names of the staff accounts and players that made entries, each kind in one query. */
  async actorNames(staffIds: string[], playerIds: string[]): Promise<Map<string, string>> {
    const [users, players] = await Promise.all([
      staffIds.length ? this.prisma.user.findMany({ where: { id: { in: staffIds } }, select: { id: true, name: true } }) : [],
      playerIds.length ? this.prisma.player.findMany({ where: { id: { in: playerIds } }, select: { id: true, name: true } }) : [],
    ]);
    return new Map([...users, ...players].map((row) => [row.id, row.name]));
  }
}

// JSON columns: undefined means "no value"; dates and other objects go through JSON.
function toJson(value: unknown): Prisma.InputJsonValue | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);
}
