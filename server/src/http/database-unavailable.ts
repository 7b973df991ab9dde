// A request that fails because the database cannot be reached (restarting, failing over, refusing connections)
// is the shop's outage, not the caller's mistake and not a bug: it is answered 503 with Retry-After so clients
// and load balancers wait and retry, instead of a 500 that reads as "this request is broken".

// Node's socket errors when PostgreSQL is down or goes away mid-connection.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// PostgreSQL's own: class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up).
const SQLSTATE = /^(08...|57P0[1-3])$/;
// node-postgres reports a dropped or never-made connection only in its message.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
];

/** Whether `error` (or any error it wraps, e.g. drizzle's query error's `cause`) means "the database is unreachable". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
