/** PostgreSQL's SQLSTATEs for a server going away or not there yet: connection exceptions, shutdowns, start-up. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_MESSAGES =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|database system is (starting up|shutting down|not yet accepting)|Can't reach database server|timeout exceeded when trying to connect/;

/**
 * True for an error caused by the database being away (restarting, unreachable), through any
 * layer that wrapped it (Prisma's driver adapter keeps the original in `cause`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_STATES.test(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
