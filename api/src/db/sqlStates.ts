// The SQLSTATEs the API acts on (PostgreSQL's error codes, Appendix A; PGlite answers the same).

/** unique_violation: a row with the same key was written first. */
export const UNIQUE_VIOLATION = '23505';
/** feature_not_supported, as in "cached plan must not change result type": a prepared statement's columns changed. */
export const FEATURE_NOT_SUPPORTED = '0A000';
/** invalid_sql_statement_name, as in "prepared statement ... does not exist": the session's statements were dropped. */
export const INVALID_STATEMENT_NAME = '26000';

/** The SQLSTATE of an error node-postgres threw for the server (its `code`), or undefined for any other error. */
export function sqlStateOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
