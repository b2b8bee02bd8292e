/**
 * "The database cannot answer right now" — PostgreSQL stopped, restarting or unreachable, a pool
 * that could not get a connection in time, a statement cancelled by its time limit, SQLite
 * locked past its busy timeout. The request pipeline answers these with 503 (try again shortly)
 * instead of 500: nothing is wrong with the request, and the same call will work once the database
 * is back (the pool opens fresh connections by itself).
 *
 * Errors reach us wrapped: drizzle puts the driver's error in `cause` ("Failed query: …"), and
 * Payload's transaction start rethrows a plain Error that keeps only the driver's message
 * ("Error: cannot begin transaction: connect ECONNREFUSED …"). So the whole cause chain is
 * checked, by code and by message.
 */

/** Node socket errors on the way to the database server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P05 (admin / crash shutdown,
 * cannot connect now, database dropped, idle session timeout), 57014 (statement timeout or
 * cancel), 53300 (too many connections). SQLite: busy / locked past busyTimeout.
 */
function isUnavailableCode(code: string): boolean {
  return (
    socketCodes.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^57P0[1-5]$/.test(code) ||
    code === '57014' ||
    code === '53300' ||
    /^SQLITE_(BUSY|LOCKED)/.test(code)
  )
}

/** The same conditions as they read once only the message survived the wrapping. */
const unavailableMessages = [
  new RegExp(`\\b(${[...socketCodes].join('|')})\\b`),
  /Connection terminated/i, // pg: the server closed the socket, or connectionTimeoutMillis passed
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /Query read timeout/i, // pg: query_timeout passed
  /terminating connection due to/i, // 57P01 / 57P02
  /the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)/i, // 57P03
  /canceling statement due to statement timeout/i, // 57014
  /Client has encountered a connection error and is not queryable/i,
  /Connection is closed|Client was closed and is not queryable/i,
  /sorry, too many clients already/i, // 53300
  /\bSQLITE_(BUSY|LOCKED)\b|database is locked/i,
]

const maxDepth = 8

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < maxDepth && current && typeof current === 'object'; depth++) {
    const { code, message, errors, cause } = current as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown }
    if (typeof code === 'string' && isUnavailableCode(code)) return true
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true
    // An AggregateError (e.g. a connect that tried IPv6 and IPv4) holds the real errors.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}
