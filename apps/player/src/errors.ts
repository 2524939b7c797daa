import { ApiError } from './api';
import type { MessageKey } from './i18n/messages';

/** What the error region shows: a server message (already translated) or one of ours. */
export type Problem = { server: string } | { key: MessageKey };

const KNOWN_CODES: Partial<Record<string, MessageKey>> = {
  NETWORK_ERROR: 'errors.network',
  INVALID_ACCESS_CODE: 'errors.INVALID_ACCESS_CODE',
  TOO_MANY_ATTEMPTS: 'errors.TOO_MANY_ATTEMPTS',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
};

export function toProblem(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.serverMessage) return { server: error.serverMessage };
    return { key: KNOWN_CODES[error.code] ?? 'errors.unexpected' };
  }
  return { key: 'errors.unexpected' };
}

export function problemText(problem: Problem | null, t: (key: MessageKey) => string): string | null {
  if (!problem) return null;
  return 'server' in problem ? problem.server : t(problem.key);
}
