import { Injectable } from '@nestjs/common';
import { PrismaService, SqlPool, SqlStatement } from '../database';
import type { Db } from '../database';
import { insertAuditEntriesSql } from './audit-entries-sql';

export interface AuditRecord {
  eventId: string | null;
  actorKind: 'staff' | 'player' | 'person' | 'system';
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

const INSERT_ENTRIES: SqlStatement = { name: 'insert-audit-entries', text: insertAuditEntriesSql(1, 2) };

@Injectable()
export class AuditRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlPool,
  ) {}

  /**
   * One statement with the entries as one JSON parameter: a round's entry holds all its pairings
   * (5,000 at 10,000 players), which Prisma's createMany took ~130 ms of CPU to compile.
   */
  async insert(db: Db, entries: AuditRecord[]): Promise<void> {
    await db.$executeRawUnsafe(INSERT_ENTRIES.text, JSON.stringify(entries), new Date().toISOString());
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
