import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

/** Runs `work` as the body of a unit of work: the pool refuses to serve it another connection. */
export function inTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

/**
 * A query on another pooled connection while a transaction is open waits for that transaction if
 * it touches the same rows, and for a free connection if the pool is exhausted: a deadlock that
 * only shows under load. So it is refused at once, wherever it comes from.
 */
export function assertOutsideTransaction(): void {
  if (scope.getStore()) {
    throw new Error(
      'a query on a second connection inside a unit of work: run it on the transaction client (tx) the unit of work hands out',
    );
  }
}
