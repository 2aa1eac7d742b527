/**
 * A bound on the requests in progress. Past it the server answers 503 at once, with Retry-After, instead
 * of queueing without limit: under overload a quick "busy, try again" keeps the requests it does take
 * fast, where an unbounded queue makes every request slow and holds memory for each one.
 */
import type { MiddlewareHandler } from 'hono';
import { jsonError } from './http-utils';

export function loadShedding(maxInProgress: number): MiddlewareHandler {
  let inProgress = 0;
  return async (_c, next) => {
    if (inProgress >= maxInProgress) {
      return jsonError(503, 'server-busy', 'The server is busy. Try again in a moment.', {
        'Retry-After': '1',
      });
    }
    inProgress += 1;
    try {
      await next();
    } finally {
      inProgress -= 1;
    }
    return undefined;
  };
}
