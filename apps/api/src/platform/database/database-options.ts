export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  idleTimeoutMs: number;
  /** Off behind a pooler in transaction mode, where a statement prepared on one server connection is unknown on the next. */
  preparedStatements: boolean;
}
