import { isUuid } from '../common';
import type { EventUpdate, Viewer } from '../common';
import { Prisma } from '../../generated/prisma/client';

/** Who a change is recorded as: a caller, or the server itself (a restore, a scheduled job). */
export type Actor = Viewer | 'system';

/** One audit entry of a change; the actor and the time are the change's. */
export interface AuditEntry {
  eventId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Where a change's audit entries go: AuditService, provided under this token by AuditModule. */
export const AUDIT_TRAIL = Symbol('AUDIT_TRAIL');
export interface AuditTrail {
  record(tx: Prisma.TransactionClient, actor: Actor, ...entries: AuditEntry[]): Promise<void>;
}

/**
 * The rows changes lock, in the one order every change takes them: the event (pairings, drops,
 * disqualifications), then penalties (a decision, the penalties a new round's matches receive),
 * then matches (results, extensions, a penalty's effect). Two changes that each hold one of these
 * and wait for the other's would deadlock; taking them in this order, they wait in line instead.
 */
const LOCK_ORDER = ['event', 'penalty', 'match'] as const;
type LockKind = (typeof LOCK_ORDER)[number];

const LOCK_SQL: Record<LockKind, (id: string) => Prisma.Sql> = {
  event: (id) => Prisma.sql`SELECT id FROM "Event" WHERE id = ${id}::uuid FOR UPDATE`,
  penalty: (id) => Prisma.sql`SELECT id FROM "Penalty" WHERE id = ${id}::uuid FOR UPDATE`,
  match: (id) => Prisma.sql`SELECT id FROM "Match" WHERE id = ${id}::uuid FOR UPDATE`,
};

/** A lock asked for against the lock order: a bug in the code that asked, never the caller's fault. */
export class LockOrderError extends Error {
  constructor(wanted: LockKind, held: LockKind) {
    super(
      `lock order: ${wanted} locked after ${held} in one change (the order is ${LOCK_ORDER.join(' → ')}): take the ${wanted} lock first`,
    );
    this.name = 'LockOrderError';
  }
}

/**
 * One change in progress, handed out by `UnitOfWork.run`: its transaction, who makes it, the row
 * locks it takes (checked against the lock order), the live updates it causes (sent after the
 * commit) and its audit entries (written on its transaction). A step is a method that takes a
 * Change first and never opens a transaction; an operation opens exactly one and passes it on.
 */
export class Change {
  /** The furthest lock taken so far, by its place in LOCK_ORDER. */
  private furthest = -1;
  private readonly held = new Set<string>();

  constructor(
    readonly tx: Prisma.TransactionClient,
    readonly viewer: Actor,
    private readonly updates: EventUpdate[],
    private readonly trail: AuditTrail,
  ) {}

  /** Locks the event until the change ends; false when there is no such event. */
  lockEvent(eventId: string): Promise<boolean> {
    return this.lock('event', eventId);
  }

  lockPenalty(penaltyId: string): Promise<boolean> {
    return this.lock('penalty', penaltyId);
  }

  lockMatch(matchId: string): Promise<boolean> {
    return this.lock('match', matchId);
  }

  /** A live update of this change, sent once it has committed (never if it rolls back). */
  publish(update: EventUpdate): void {
    this.updates.push(update);
  }

  /** Records who did what, before and after, on this change's transaction. */
  audit(...entries: AuditEntry[]): Promise<void> {
    return this.trail.record(this.tx, this.viewer, ...entries);
  }

  private async lock(kind: LockKind, id: string): Promise<boolean> {
    const key = `${kind}:${id}`;
    // Locking a row again is free and cannot deadlock: the change already holds it.
    if (this.held.has(key)) return true;
    const place = LOCK_ORDER.indexOf(kind);
    if (place < this.furthest) throw new LockOrderError(kind, LOCK_ORDER[this.furthest]);
    if (!isUuid(id)) return false;
    const rows = await this.tx.$queryRaw<unknown[]>(LOCK_SQL[kind](id));
    this.furthest = place;
    this.held.add(key);
    return rows.length > 0;
  }
}
