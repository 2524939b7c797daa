/** What a database error says about itself, on whichever layer: pg's error, Prisma's, the driver adapter's payload. */
export interface ErrorFacts {
  message: string;
  /** A SQLSTATE (pg, the adapter's payload), a socket error code (ECONNRESET) or a Prisma code (P1017). */
  codes: string[];
  /** The driver adapter's kind of error (`ConnectionClosed`, `TransactionWriteConflict`, …). */
  kind?: string;
}

/**
 * The error and everything it wraps, outermost first: `cause` (pg's errors under Prisma's driver
 * adapter), Prisma's `meta.driverAdapterError`, and the adapter's payload (a plain object keeping
 * the SQLSTATE as `code` or `originalCode`). Bounded: a cycle or a deep chain stops the walk.
 */
export function causesOf(error: unknown): ErrorFacts[] {
  const facts: ErrorFacts[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && facts.length < 8) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const fields = next as { message?: unknown; code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown; meta?: unknown };
    facts.push({
      message: typeof fields.message === 'string' ? fields.message : '',
      codes: [fields.code, fields.originalCode].filter((code): code is string => typeof code === 'string'),
      ...(typeof fields.kind === 'string' ? { kind: fields.kind } : {}),
    });
    queue.push(fields.cause, (fields.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return facts;
}
