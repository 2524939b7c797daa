import { Injectable } from '@nestjs/common';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../database/unit-of-work';
import { AuditRecord, AuditRepository } from './audit.repository';

export type AuditChange = Omit<AuditRecord, 'actorKind' | 'actorId'>;

/** Every state change is recorded with who, when, what, before and after, in the same transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async record(db: Db, actor: Viewer | 'system', ...changes: AuditChange[]): Promise<void> {
    const who =
      actor === 'system'
        ? { actorKind: 'system' as const, actorId: null }
        : actor.kind === 'staff'
          ? { actorKind: 'staff' as const, actorId: actor.userId }
          : { actorKind: 'player' as const, actorId: actor.playerId };
    await this.audit.insert(db, changes.map((change) => ({ ...change, ...who })));
  }

  list(filter: { eventId: string; entityId?: string; action?: string; limit: number; beforeId?: bigint }) {
    return this.audit.list(filter);
  }
}
