/**
 * The codes an AppError may carry, by the zone and feature that raise them. Platform's are here;
 * every other feature declares its own in its `*.codes.ts`, adding itself to `ErrorCodes` by
 * declaration merging: platform imports no other zone, yet the message tables are
 * `Record<ErrorCode, string>`, so a code some language does not word fails to compile.
 */
export interface ErrorCodes {
  platform:
    | 'UNAUTHENTICATED'
    | 'FORBIDDEN'
    | 'INVALID_CREDENTIALS'
    | 'INVALID_INPUT'
    | 'NOT_FOUND'
    | 'TOO_MANY_ATTEMPTS'
    | 'INTERNAL_ERROR'
    | 'DATABASE_UNAVAILABLE'
    | 'BUSY_TRY_AGAIN'
    | 'INVALID_QUERY'
    | 'QUERY_TOO_COMPLEX'
    | 'PAYLOAD_TOO_LARGE'
    | 'INVALID_ID'
    | 'INTROSPECTION_FORBIDDEN'
    | 'CSV_MALFORMED'
    | 'CSV_ENCODING'
    | 'TOO_MANY_STREAMS'
    | 'EVENT_IS_PUBLISHED_COPY';
}

export type ErrorCode = ErrorCodes[keyof ErrorCodes];
