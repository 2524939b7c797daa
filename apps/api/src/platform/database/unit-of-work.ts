import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { EventUpdate } from '../common';
import { AppError } from '../errors';
import type { Prisma } from '../../generated/prisma/client';
import { Actor, AUDIT_TRAIL, AuditTrail, Change } from './change';
import { isContention } from './contention';
import { CONTENTION_RETRY, ContentionRetry, jitteredRetry } from './contention-retry';
import { PrismaService } from './prisma.service';
import { inTransactionScope } from './transaction-scope';

/** Where committed changes' live updates go: LiveService, provided under this token by LiveModule. */
export const LIVE_UPDATES = Symbol('LIVE_UPDATES');
export interface LiveUpdates {
  publish(update: EventUpdate): Promise<void>;
}

/**
 * Told of a change's live updates inside its transaction, after its work and before its commit: an
 * outbox writes the work they cause (ops/webhooks' deliveries) in the same transaction, so nothing
 * committed is left without it. Not told of `runStatement`'s one-statement changes (reports).
 */
export type CommittingListener = (change: Change, updates: readonly EventUpdate[]) => Promise<void>;

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
 *
 * A change that loses a race (PostgreSQL breaks a deadlock, 40P01, or refuses a serialization,
 * 40001) has changed nothing: it runs again from the start, on a new transaction, a few times
 * (`contention-retry.ts`), and its updates are those of the run that committed. When every run
 * loses, the caller is told to try again (BUSY_TRY_AGAIN), never "something went wrong". `work`
 * must therefore keep its state inside itself: everything it computes is computed again.
 */
@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger('UnitOfWork');
  private readonly retry: ContentionRetry;
  private readonly committing: CommittingListener[] = [];

  constructor(
    private readonly prisma: PrismaService,
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
    @Inject(AUDIT_TRAIL) private readonly trail: AuditTrail,
    @Optional() @Inject(CONTENTION_RETRY) retry?: ContentionRetry,
  ) {
    this.retry = retry ?? jitteredRetry();
  }

  /** Registers a listener of every change's updates before its commit (from a module's onModuleInit). */
  onCommitting(listener: CommittingListener): void {
    this.committing.push(listener);
  }

  /** `timeoutMs`: how long the transaction may take (30 s; an event's import, a file of thousands of rows, more). */
  run<T>(actor: Actor, work: (change: Change) => Promise<T>, { timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Promise<T> {
    return this.retrying(async () => {
      const updates: EventUpdate[] = [];
      const result = await this.prisma.$transaction(
        (tx) =>
          inTransactionScope(async () => {
            const change = new Change(tx, actor, updates, this.trail);
            const result = await work(change);
            if (updates.length) for (const listener of this.committing) await listener(change, updates);
            return result;
          }),
        { timeout: timeoutMs, maxWait: 10000 },
      );
      return { result, updates };
    });
  }

  /**
   * A change that is one statement on the pool, its own transaction (the hot report path, where a
   * transaction's extra round trips cost more than the statement): `work` runs it and names its
   * updates with `publish`, which go out, as `run`'s do, once `work` has returned (the statement
   * committed) and never when it throws.
   */
  runStatement<T>(work: (publish: (update: EventUpdate) => void) => Promise<T>): Promise<T> {
    return this.retrying(async () => {
      const updates: EventUpdate[] = [];
      const result = await work((update) => updates.push(update));
      return { result, updates };
    });
  }

  /** Runs `attempt` until it commits, again while it loses a race; publishes the committed run's updates. */
  private async retrying<T>(attempt: () => Promise<{ result: T; updates: EventUpdate[] }>): Promise<T> {
    for (let run = 1; ; run++) {
      let committed: { result: T; updates: EventUpdate[] };
      try {
        committed = await attempt();
      } catch (error) {
        if (!isContention(error)) throw error;
        if (run >= this.retry.attempts) {
          this.logger.warn(`a change lost to concurrent changes ${run} times: answered BUSY_TRY_AGAIN`);
          throw new AppError('BUSY_TRY_AGAIN');
        }
        await this.retry.sleep(this.retry.delayMs(run));
        continue;
      }
      await this.published(committed.updates);
      return committed.result;
    }
  }

  private async published(updates: EventUpdate[]) {
    for (const update of updates) await this.live.publish(update);
  }
}
