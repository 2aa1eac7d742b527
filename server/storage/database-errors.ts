/**
 * Whether an error means the database cannot be reached (it is down, restarting, or the network to it
 * is), as opposed to a query that is wrong. The first is answered 503 and retried; the second is a bug.
 */

/** PostgreSQL's SQLSTATE classes and codes for a server that is gone or not accepting work. */
const unavailableStates = /^(08|57P0[1-3]|53300)/;
const unavailableSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (unavailableSystemCodes.has(code) || unavailableStates.test(code)) return true;
    if (unavailableMessages.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}
