/** True when a write failed because it would break a unique index, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL SQLSTATEs of a database that is gone, going or not yet back (classes 08 and 57P, too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** Network failures on the way to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLite failures of the file or the disk under it, not of the query: full, read-only, unreadable. */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|CANTOPEN|IOERR|BUSY|NOMEM)/;
/** node-postgres reports a lost connection or a connect time-out without a code. */
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a query failed because the database cannot be reached or written right now (PostgreSQL
 * down or restarting, SQLite's disk full or read-only), not because of the query: worth a 503 and a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code))) return true;
  return PG_CONNECTION_MESSAGES.test(error.message);
}
