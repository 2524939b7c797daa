import { Inject, Injectable } from '@nestjs/common';
import type { EventUpdate } from '../common';
import type { Prisma } from '../../generated/prisma/client';
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
 * Every change runs one way: lock, change, audit, commit, publish. `run` hands out a transaction
 * (`tx`); the work locks and changes its rows and writes its audit entries on it, and names the
 * live updates it causes with `publish(tx, update)`. They go out after the commit, in order, and
 * never when the change rolls back, so no client refetches before the data is there, and a change
 * cannot forget its update by returning early or publish one that did not happen.
 * Services pass the opaque `tx` on to repositories and never query it themselves. Inside `work`,
 * the pool serves no other connection: a query that is not on `tx` (or a nested unit of work)
 * throws instead of waiting on a second connection.
 */
@Injectable()
export class UnitOfWork {
  /** The updates each open transaction has collected. */
  private readonly updates = new WeakMap<Db, EventUpdate[]>();

  constructor(
    private readonly prisma: PrismaService,
    @Inject(LIVE_UPDATES) private readonly live: LiveUpdates,
  ) {}

  async run<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    const updates: EventUpdate[] = [];
    const result = await this.prisma.$transaction(
      (tx) => {
        this.updates.set(tx, updates);
        return inTransactionScope(() => work(tx));
      },
      { timeout: 30000, maxWait: 10000 },
    );
    for (const update of updates) await this.live.publish(update);
    return result;
  }

  /** A live update of the change running on `tx`, sent once it has committed. */
  publish(tx: Db, update: EventUpdate): void {
    const updates = this.updates.get(tx);
    if (!updates) throw new Error('UnitOfWork.publish outside UnitOfWork.run: name the update inside the change, on its tx');
    updates.push(update);
  }
}
