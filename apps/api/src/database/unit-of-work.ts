import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from './prisma.service';
import { inTransactionScope } from './transaction-scope';

/** What repositories run their queries on: the client, or the transaction they are part of. */
export type Db = PrismaService | Prisma.TransactionClient;

/**
 * Runs a service's work in one transaction: every change and its audit entry commit together
 * or not at all. Services pass the opaque `tx` on to repositories and never query it themselves.
 * Inside `work`, the pool serves no other connection: a query that is not on `tx` (or a nested
 * unit of work) throws instead of waiting on a second connection.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => inTransactionScope(() => work(tx)), { timeout: 30000, maxWait: 10000 });
  }
}
