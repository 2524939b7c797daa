import { causesOf } from './causes';

/**
 * The database away or not there yet: PostgreSQL's connection exceptions, shutdowns and start-up
 * (08xxx, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), a socket that
 * broke, and Prisma's codes for the same (P1001 cannot reach, P1008 timed out, P1017 closed).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[1-3]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|P1001|P1008|P1017)$/;
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);
/**
 * The same in words, for the layers that keep no code: node-postgres refuses a query on a client
 * whose connection broke ("Client has encountered a connection error and is not queryable") or that
 * the pool closed, and ends the queries of a dropped connection with "Connection terminated".
 * Over the embedded server's Unix socket, a server between a kill and its restart has no socket
 * file yet: "connect ENOENT …/.s.PGSQL.5432" (TCP says ECONNREFUSED then).
 */
const UNAVAILABLE_MESSAGES =
  /ECONNREFUSED|connect ENOENT .*\.s\.PGSQL\.\d+|ECONNRESET|EPIPE|Connection terminated|terminating connection|server closed the connection|Server has closed the connection|Client has encountered a connection error|Client was closed and is not queryable|database system is (starting up|shutting down|not yet accepting|in recovery mode)|Can't reach database server|timeout exceeded when trying to connect/;

/**
 * True for an error caused by the database being away (restarting, killed, unreachable), through
 * any layer that wrapped it (Prisma's driver adapter keeps the original in `cause` or
 * `meta.driverAdapterError`). The GraphQL edge answers it as DATABASE_UNAVAILABLE.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return causesOf(error).some(
    (facts) =>
      facts.codes.some((code) => UNAVAILABLE_CODES.test(code)) ||
      (facts.kind !== undefined && UNAVAILABLE_KINDS.has(facts.kind)) ||
      UNAVAILABLE_MESSAGES.test(facts.message),
  );
}
