import { causesOf } from './causes';

/** PostgreSQL's serialization failure and deadlock: the transaction lost a race and may run again. */
const CONTENTION_STATES = new Set(['40001', '40P01']);

/**
 * True for an error that says the transaction lost to a concurrent one: a serialization failure
 * (40001) or a deadlock (40P01), as pg reports it, as Prisma's driver adapter does
 * (`TransactionWriteConflict`, P2034) or inside a raw query's P2010. Nothing was changed: running
 * the whole transaction again is the remedy (`UnitOfWork.run` does).
 */
export function isContention(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return causesOf(error).some(
    (facts) => facts.codes.some((code) => CONTENTION_STATES.has(code) || code === 'P2034') || facts.kind === 'TransactionWriteConflict',
  );
}
