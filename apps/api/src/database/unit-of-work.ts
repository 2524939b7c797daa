import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService } from './prisma.service';

/** What repositories run their queries on: the client, or the transaction they are part of. */
export type Db = PrismaService | Prisma.TransactionClient;

/**
 * Runs a service's work in one transaction: every change and its audit entry commit together
 * or not at all. Services pass the opaque `tx` on to repositories and never query it themselves.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, { timeout: 30000, maxWait: 10000 });
  }
}
