/**
 * `/session`: sign in (the server calls the upstream login and keeps the JWT), who am I, sign out, and
 * sign out everywhere.
 * HTTP in and out only: the limits are the sign-in limiter's, the session rules the session service's.
 */
import { Hono, type Context } from 'hono';
import { z } from '../../src/api/zod';
import type { ServerErrorCode } from '../../src/api/error-codes';
import type { SessionInfo, SignedOut } from '../../src/api/schemas';
import type { ServerConfig } from '../config';
import type { LiveSession } from '../storage/session-store';
import type { AppDeps } from '../deps';
import { jsonError, readLimitedBody, refusedBodyAnswer, toResponse } from '../http-utils';
import {
  clearSessionCookie,
  currentSession,
  endSession,
  sessionIdOf,
  setSessionCookie,
} from './session-cookie';
import { notSignedIn } from './gate';
import { everywhereSubpath } from '../../src/api/workspace/routes';
import type { Admission, SignInLimiter } from '../services/sign-in-limiter';
import { upstreamLogin } from '../services/upstream-login';

/** The sign-in body is two short strings; 64 KiB is far more than any honest one. */
export const maxSignInBodyBytes = 64 * 1024;

const signInSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(320),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024),
});

/** Nobody is signed in (or the session has ended): an answer, not an error (schemas.ts, signedOutSchema). */
export const signedOut: SignedOut = { signedIn: false };

/**
 * What the browser learns about its session: who, in what role, until when, and whether reporting can be used at all
 * (the key itself stays here), so the reporting pages can say so before anyone fills in a form.
 */
function sessionInfo(config: ServerConfig, session: LiveSession): SessionInfo {
  return {
    username: session.username,
    role: session.role,
    expiresAt: new Date(session.expiresAt).toISOString(),
    reporting: config.REPORTING_API_KEY === undefined ? 'not-configured' : 'configured',
  };
}

/** What `POST /session` needs to throttle sign-ins. */
export interface SignInGuard {
  readonly limiter: SignInLimiter;
  /** The caller's network address, the key the limiter counts by. */
  readonly clientAddress: (c: Context) => string;
}

function refusedAdmission(admission: Extract<Admission, { ok: false }>): Response {
  // Whole minutes, rounded up: "Try again in 1 minute" must never be said too early.
  const minutes = Math.max(1, Math.ceil(admission.waitMs / 60_000));
  const wait = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const message =
    admission.reason === 'failures'
      ? `Too many failed sign-ins. Try again in ${wait}.`
      : `This account has signed in too often. Try again in ${wait}.`;
  return jsonError(429, 'too-many-attempts', message, {
    'Retry-After': String(Math.ceil(admission.waitMs / 1000)),
  });
}

const serverFull = () =>
  jsonError(
    503,
    'sessions-full',
    'The server cannot take more signed-in users right now. Try again later, or ask whoever runs ' +
      'Robot Console to raise MAX_SESSIONS.',
    { 'Retry-After': '60' },
  );

export function sessionRoutes(deps: AppDeps, guard: SignInGuard): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await readLimitedBody(c.req.raw, maxSignInBodyBytes);
    if (!body.ok) return toResponse(refusedBodyAnswer(body.reason, maxSignInBodyBytes));
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body.bytes));
    } catch {
      return jsonError(400, 'invalid-request', 'The body must be JSON: { "username", "password" }.');
    }
    const parsed = signInSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'body';
      return c.json(
        {
          error: 'invalid-request' satisfies ServerErrorCode,
          message: `${field}: ${issue?.message ?? 'invalid'}`,
          field,
        },
        400,
      );
    }
    const { username } = parsed.data;
    const address = guard.clientAddress(c);
    const admission = await guard.limiter.begin(address, username);
    if (!admission.ok) return refusedAdmission(admission);
    const { attempt } = admission;
    try {
      const login = await upstreamLogin(deps, parsed.data, c.req.raw.signal);
      if (!login.ok) {
        if (login.credentialsRefused === true) {
          await attempt.refused();
          // JSON-quoted: the username is the caller's text and must not be able to forge log lines.
          deps.logger.warn(`sign-in refused: ${JSON.stringify(username)} from ${address}`);
        }
        return login.response;
      }
      const started = await deps.sessions.start({
        username,
        token: login.token,
        expiresInMs: login.expiresInMs,
        replacing: sessionIdOf(c.req.raw, deps),
      });
      if (!started.ok) {
        if (started.reason === 'server-full') {
          deps.logger.warn(`sign-in: ${JSON.stringify(username)} refused, the server holds MAX_SESSIONS`);
          return serverFull();
        }
        return jsonError(
          502,
          'upstream-error',
          'The orchestration service issued a token that has already expired.',
        );
      }
      await attempt.succeeded();
      setSessionCookie(c, deps, started.id, started.session.expiresAt);
      deps.logger.info(`sign-in: ${JSON.stringify(username)} from ${address}`);
      return c.json(sessionInfo(deps.config, started.session), 200);
    } finally {
      // Whatever did not say refused or succeeded above (an upstream failure, an error) counts as nothing.
      await attempt.abandoned();
    }
  });

  routes.get('/', async (c) => {
    const current = await currentSession(c.req.raw, deps);
    if (current === undefined) return c.json(signedOut);
    return c.json(sessionInfo(deps.config, current.session));
  });

  routes.delete('/', async (c) => {
    await endSession(c, deps);
    return c.body(null, 204);
  });

  // Sign out everywhere: every session of whoever this cookie's session is ends, on every instance at
  // once (each reads its sessions from the database). The cookie's own session says who: without one
  // there is nobody to sign out, and a script's API token is not a way to do it.
  routes.delete(everywhereSubpath, async (c) => {
    const id = sessionIdOf(c.req.raw, deps);
    const everywhere = id === undefined ? undefined : await deps.sessions.endEverywhere(id);
    if (everywhere === undefined) return jsonError(401, 'unauthenticated', notSignedIn);
    clearSessionCookie(c, deps);
    deps.logger.info(
      `sign-out everywhere: ${JSON.stringify(everywhere.username)}, ${everywhere.ended} sessions ended`,
    );
    return c.body(null, 204);
  });

  return routes;
}
