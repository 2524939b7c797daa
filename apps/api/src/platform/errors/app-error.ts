import type { ErrorCode, ErrorParams, Reason } from '../i18n';

/**
 * An expected failure (bad input, missing rights, a rule violation). Services throw it; the
 * GraphQL edge turns it into an error with `extensions.code` and a translated message.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
  }
}

/** A refused input: which field, and why (a translated reason). Nothing was changed. */
export function invalidInput(field: string, reason: Reason): AppError {
  return new AppError('INVALID_INPUT', { field, reason });
}
