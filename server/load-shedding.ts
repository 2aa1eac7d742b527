/**
 * A bound on the requests in progress. Past it the server answers 503 at once, with Retry-After, instead
 * of queueing without limit: under overload a quick "busy, try again" keeps the requests it does take
 * fast, where an unbounded queue makes every request slow and holds memory for each one. One count for
 * the whole server.
 */
import type { MiddlewareHandler } from 'hono';
import { errorAnswer, toResponse, type Answer } from './http-utils';

export interface LoadShedder {
  /** Counts a request in, or says the server is full (then nothing was counted). */
  enter(): boolean;
  /** Counts out a request that `enter` let in. */
  leave(): void;
}

export function createLoadShedder(maxInProgress: number): LoadShedder {
  let inProgress = 0;
  return {
    enter() {
      if (inProgress >= maxInProgress) return false;
      inProgress += 1;
      return true;
    },
    leave() {
      inProgress -= 1;
    },
  };
}

export function busyAnswer(): Answer {
  return errorAnswer(503, 'server-busy', 'The server is busy. Try again in a moment.', {
    'Retry-After': '1',
  });
}

export function loadShedding(shedder: LoadShedder): MiddlewareHandler {
  return async (_c, next) => {
    if (!shedder.enter()) return toResponse(busyAnswer());
    try {
      await next();
    } finally {
      shedder.leave();
    }
    return undefined;
  };
}
