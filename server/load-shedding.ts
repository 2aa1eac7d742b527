/**
 * A bound on the requests in progress. Past it the server answers 503 at once, with Retry-After, instead
 * of queueing without limit: under overload a quick "busy, try again" keeps the requests it does take
 * fast, where an unbounded queue makes every request slow and holds memory for each one. One count for
 * the whole server, of which requests from nobody signed in may hold only half.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { sessionPath } from '../src/api/workspace/routes';
import type { AppDeps } from './deps';
import { errorAnswer, toResponse, type Answer } from './http-utils';
import { bearerOf } from './routes/gate';
import { sessionIdOf } from './routes/session-cookie';

export interface LoadShedder {
  /** Counts a request in, or says the server is full for its kind (then nothing was counted). */
  enter(signedIn: boolean): boolean;
  /** Counts out a request that `enter` let in, of the same kind. */
  leave(signedIn: boolean): void;
}

export function createLoadShedder(maxInProgress: number): LoadShedder {
  // Anyone can start requests without signing in, sign-ins above all (whose bodies are read before anyone
  // is known): however many such a client starts and stalls, the other half is left to the people already
  // signed in, so they are not all answered "busy".
  const maxUnauthenticated = Math.max(1, Math.floor(maxInProgress / 2));
  let inProgress = 0;
  let unauthenticated = 0;
  return {
    enter(signedIn) {
      if (inProgress >= maxInProgress) return false;
      if (!signedIn && unauthenticated >= maxUnauthenticated) return false;
      inProgress += 1;
      if (!signedIn) unauthenticated += 1;
      return true;
    },
    leave(signedIn) {
      inProgress -= 1;
      if (!signedIn) unauthenticated -= 1;
    },
  };
}

/**
 * Whether a request counts as a signed-in caller's: it names a session (its cookie) or an API token, and
 * is not a sign-in. The name is not checked here (that is a database lookup, the gate's): every route but
 * the sign-in asks the gate before it reads a body, so a made-up name holds its slot only for that lookup.
 * A sign-in reads its body before anyone is known, so it counts as unauthenticated whatever it carries.
 */
function claimsSignedIn(c: Context, deps: Pick<AppDeps, 'config' | 'cookieJar'>): boolean {
  if (c.req.method === 'POST' && c.req.path === sessionPath) return false;
  return bearerOf(c.req.raw) !== undefined || sessionIdOf(c.req.raw, deps) !== undefined;
}

export function busyAnswer(): Answer {
  return errorAnswer(503, 'server-busy', 'The server is busy. Try again in a moment.', {
    'Retry-After': '1',
  });
}

export function loadShedding(
  shedder: LoadShedder,
  deps: Pick<AppDeps, 'config' | 'cookieJar'>,
): MiddlewareHandler {
  return async (c, next) => {
    const signedIn = claimsSignedIn(c, deps);
    if (!shedder.enter(signedIn)) return toResponse(busyAnswer());
    try {
      await next();
    } finally {
      shedder.leave(signedIn);
    }
    return undefined;
  };
}
