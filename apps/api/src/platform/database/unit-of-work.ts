import { Inject, Injectable } from '@nestjs/common';
import type { EventUpdate } from '../common';
import type { Prisma } from '../../generated/prisma/client';
import { Actor, AUDIT_TRAIL, AuditTrail, Change } from './change';
import { PrismaService } from './prisma.service';
import { inTransactionScope } from './transaction-scope';

/** Where committed changes' live updates go: LiveService, provided under this token by LiveModule. */
export const LIVE_UPDATES = Symbol('LIVE_UPDATES');
export interface LiveUpdates {
  publish(update: EventUpdate): Promise<void>;
}

/** What repositories run their queries on: the client, or the transaction they are part of. */
export type Db = PrismaService | Prisma.TransactionClient;

/**
 * Every change runs one way: lock, change, audit, commit, publish. `run` opens the transaction and
 * hands out a `Change` on it; the work (an operation, and the steps it calls with the Change)
 * locks its rows through it, changes them, audits them and names the live updates it causes.
 * They go out after the commit, in order, and never when the change rolls back, so no client
 * refetches before the data is there, and a change cannot forget its update by returning early
 * or publish one that did not happen. Services pass `change.tx` on to repositories and never
 * query it themselves. Inside `work`, the pool serves no other connection: a query that is not on
 * the change's transaction (or a nested unit of work) throws instead of waiting on a second one.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    @Inject(AUDIT_TRAIL) private readonly trail: AuditTrail,
  ) {}

  async run<T>(actor: Actor, work: (change: Change) => Promise<T>): Promise<T> {
    const updates: EventUpdate[] = [];
    const result = await this.prisma.$transaction((tx) => inTransactionScope(() => work(new Change(tx, actor, updates, this.trail))), {
      timeout: 30000,
      maxWait: 10000,
    });
    await this.published(updates);
    return result;
  }

  /**
   * A change that is one statement on the pool, its own transaction (the hot report path, where a
   * transaction's extra round trips cost more than the statement): `work` runs it and names its
   * updates with `publish`, which go out, as `run`'s do, once `work` has returned (the statement
   * committed) and never when it throws.
   */
  async runStatement<T>(work: (publish: (update: EventUpdate) => void) => Promise<T>): Promise<T> {
    const updates: EventUpdate[] = [];
    const result = await work((update) => updates.push(update));
    await this.published(updates);
    return result;
  }

  private async published(updates: EventUpdate[]) {
    for (const update of updates) await this.live.publish(update);
  }
}
