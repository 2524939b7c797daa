import { Injectable } from '@nestjs/common';
import type { Db } from '../database/unit-of-work';
import { PrismaService } from '../database/prisma.service';
import type { Prisma } from '../generated/prisma/client';

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

@Injectable()
export class AuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  insert(db: Db, entries: AuditRecord[]) {
    return db.auditEntry.createMany({
      data: entries.map((entry) => ({
        ...entry,
        before: toJson(entry.before),
        after: toJson(entry.after),
      })),
    });
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
}

// JSON columns: undefined means "no value"; dates and other objects go through JSON.
function toJson(value: unknown): Prisma.InputJsonValue | undefined {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);
}
