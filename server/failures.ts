/**
 * The answers for what went wrong inside the server rather than upstream: a database that cannot be
 * reached (503, retried), and anything else (500, details in the log only). The Hono app's error handler
 * and the proxy's own path answer through these, so both word them alike.
 */
import { errorAnswer, type Answer } from './http-utils';
import type { Logger } from './logger';
import { isDatabaseUnavailable } from './storage/database-errors';

export function databaseUnavailableAnswer(): Answer {
  return errorAnswer(
    503,
    'database-unavailable',
    "The console's database cannot be reached right now. Nothing stored is lost; the server keeps " +
      'retrying, try again in a moment.',
    { 'Retry-After': '5' },
  );
}

/** The answer to an error a route did not handle, logged with the request it failed. */
export function failureAnswer(error: unknown, logger: Logger, method: string, path: string): Answer {
  const problem = error instanceof Error ? error : new Error(String(error));
  if (isDatabaseUnavailable(problem)) {
    logger.warn(`database unavailable on ${method} ${path}: ${problem.message}`);
    return databaseUnavailableAnswer();
  }
  // The details go to the log only; the browser learns that something failed, not what or where.
  logger.error(`unhandled error on ${method} ${path}: ${problem.stack ?? problem.message}`);
  return errorAnswer(500, 'internal-error', 'The server failed to handle the request.');
}
