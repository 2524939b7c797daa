import { Injectable } from '@nestjs/common';
import type { Actor, AuditEntry, Db } from '../database';
import { AuditRecord, AuditRepository } from './audit.repository';

export type AuditChange = AuditEntry;

/** Every state change is recorded with who, when, what, before and after, in the same transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async record(db: Db, actor: Actor, ...changes: AuditChange[]): Promise<void> {
    await this.audit.insert(db, byActor(actor, changes));
  }

  /** The same as a statement of its own: a record of something refused, with nothing to commit with. */
  async recordAlone(actor: Actor, ...changes: AuditChange[]): Promise<void> {
    await this.audit.insertAlone(byActor(actor, changes));
  }

  /** The entries `record` would store, for a repository that stores them with its own statement. */
  entries(actor: Actor, ...changes: AuditChange[]): AuditRecord[] {
    return byActor(actor, changes);
  }

  /** Entries with the name of the account or player that made each (one query per kind, not per entry). */
  async list(filter: { eventId: string; entityId?: string; action?: string; limit: number; beforeId?: bigint }) {
    const entries = await this.audit.list(filter);
    const idsOf = (kind: string) => [
      ...new Set(entries.filter((entry) => entry.actorKind === kind && entry.actorId).map((entry) => entry.actorId!)),
    ];
    const names = await this.audit.actorNames(idsOf('staff'), idsOf('player'));
    return entries.map((entry) => ({
      ...entry,
      actorName: (entry.actorId && names.get(entry.actorId)) ?? null,
      imported: (entry.after as { imported?: unknown } | null)?.imported === true,
    }));
  }
}

function byActor(actor: Actor, changes: AuditChange[]): AuditRecord[] {
  const who =
    actor === 'system'
      ? { actorKind: 'system' as const, actorId: null }
      : actor.kind === 'staff'
        ? { actorKind: 'staff' as const, actorId: actor.userId }
        : actor.kind === 'player'
          ? { actorKind: 'player' as const, actorId: actor.playerId }
          : { actorKind: 'person' as const, actorId: actor.personId };
  return changes.map((change) => ({ ...change, ...who }));
}
