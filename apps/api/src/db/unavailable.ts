// A database that cannot be reached, or a connection lost under a request (a PostgreSQL restart, a failover, an
// operator's pg_terminate_backend): the request that met it gets a 503 envelope (plugins/errors.ts), and the
// pool opens new connections for the next ones.

/** No connection could be had from the PostgreSQL server (refused, down, starting up, not accepting them). */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailable';
  }
}

/** PostgreSQL's codes for a connection ended by the server: class 08 and the shutdown codes of class 57P. */
const LOST_CODES = /^(08[0-9A-Z]{3}|57P0[1-4])$/;
/** The socket under a connection failed (node-postgres throws the socket's own error; only the error itself is
 * read for these, not its causes: a failed fetch to the ERP carries them as its cause). */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's own words for a connection that ended or broke (it gives them no code). */
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

/** Whether `error` (or what caused it) says the database, not the request, failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseUnavailable) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.test(code) || (depth === 0 && SOCKET_CODES.has(code))))
      return true;
    if (LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
}
