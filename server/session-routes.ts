/**
 * `/session`: sign in (the server calls the upstream login and keeps the JWT), who am I, sign out.
 * The browser only ever holds an HttpOnly cookie with a random session id.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { SessionInfo } from '../src/api/schemas';
import type { ServerConfig } from './config';
import { jsonError, readLimitedBody, tooLarge } from './http-utils';
import type { Logger } from './logger';
import { isSecureRequest } from './security';
import { newSessionId, type Session, type SessionStore } from './session-store';
import type { SignInLimiter } from './sign-in-limiter';
import { upstreamLogin } from './upstream-login';

export interface SessionDeps {
  readonly config: ServerConfig;
  readonly store: SessionStore;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly logger: Logger;
}

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, Path=/ and has no Domain, so a
 * sibling subdomain cannot plant one. Browsers reject that prefix over plain http, hence two names.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-robot-console-session' : 'robot-console-session';
}

const signInSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(320),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024),
});

const jwtPayloadSchema = z.looseObject({ exp: z.number().optional() });

/** The JWT's `exp` in epoch ms, read without verifying the signature (the upstream verifies it). */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.exp !== undefined ? parsed.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const unauthenticated = () =>
  jsonError(401, 'unauthenticated', 'You are not signed in, or your session has ended.');

/** The session behind the request's cookie, if it is still alive. */
export async function currentSession(
  c: Context,
  deps: SessionDeps,
): Promise<{ id: string; session: Session } | undefined> {
  const id = getCookie(c, sessionCookieName(isSecureRequest(deps.config, c.req.url)));
  if (id === undefined || id === '') return undefined;
  const session = await deps.store.get(id);
  if (session === undefined || session.expiresAt <= deps.now()) return undefined;
  return { id, session };
}

/** Ends the request's session on the server and tells the browser to drop the cookie. */
export async function endSession(c: Context, deps: SessionDeps): Promise<void> {
  const secure = isSecureRequest(deps.config, c.req.url);
  const name = sessionCookieName(secure);
  const id = getCookie(c, name);
  if (id !== undefined && id !== '') await deps.store.delete(id);
  deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
}

/**
 * What the browser learns about its session: who, until when, and whether reporting can be used at all
 * (the key itself stays here), so the reporting pages can say so before anyone fills in a form.
 */
function sessionInfo(config: ServerConfig, username: string, expiresAt: number): SessionInfo {
  return {
    username,
    expiresAt: new Date(expiresAt).toISOString(),
    reporting: config.REPORTING_API_KEY === undefined ? 'not-configured' : 'configured',
  };
}

/** What `POST /session` needs to throttle password guessing. */
export interface SignInGuard {
  readonly limiter: SignInLimiter;
  /** The caller's network address, the key the limiter counts by. */
  readonly clientAddress: (c: Context) => string;
}

function tooManyAttempts(waitMs: number): Response {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return jsonError(
    429,
    'too-many-attempts',
    `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}

export function sessionRoutes(deps: SessionDeps, guard: SignInGuard): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await readLimitedBody(c.req.raw, 64 * 1024);
    if (!body.ok) return tooLarge();
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
        { error: 'invalid-request', message: `${field}: ${issue?.message ?? 'invalid'}`, field },
        400,
      );
    }
    const { username, password } = parsed.data;
    const address = guard.clientAddress(c);
    const waitMs = guard.limiter.blockedFor(address, username);
    if (waitMs !== undefined) return tooManyAttempts(waitMs);
    const login = await upstreamLogin(deps, username, password);
    if (!login.ok) {
      if (login.credentialsRefused === true) {
        guard.limiter.recordFailure(address, username);
        // JSON-quoted: the username is the caller's text and must not be able to forge log lines.
        deps.logger.warn(`sign-in refused: ${JSON.stringify(username)} from ${address}`);
      }
      return login.response;
    }
    guard.limiter.recordSuccess(address, username);

    // The session ends at the earliest of the token's own expiry, expires_in and our own TTL.
    const now = deps.now();
    const candidates = [now + deps.config.SESSION_TTL_MINUTES * 60_000];
    const tokenExpiry = jwtExpiry(login.token);
    if (tokenExpiry !== undefined) candidates.push(tokenExpiry);
    if (login.expiresInMs !== undefined) candidates.push(now + login.expiresInMs);
    const expiresAt = Math.min(...candidates);
    if (expiresAt <= now) {
      return jsonError(
        502,
        'upstream-error',
        'The orchestration service issued a token that has already expired.',
      );
    }

    // A fresh id on every sign-in, and the previous session (if any) is gone: no session fixation.
    const previous = getCookie(c, sessionCookieName(isSecureRequest(deps.config, c.req.url)));
    if (previous !== undefined && previous !== '') await deps.store.delete(previous);
    const id = newSessionId();
    await deps.store.set(id, { username, token: login.token, expiresAt });
    const secure = isSecureRequest(deps.config, c.req.url);
    setCookie(c, sessionCookieName(secure), id, {
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure,
      maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)),
    });
    deps.logger.info(`sign-in: ${username}`);
    return c.json(sessionInfo(deps.config, username, expiresAt), 200);
  });

  routes.get('/', async (c) => {
    const current = await currentSession(c, deps);
    if (current === undefined) return unauthenticated();
    return c.json(sessionInfo(deps.config, current.session.username, current.session.expiresAt));
  });

  routes.delete('/', async (c) => {
    await endSession(c, deps);
    return c.body(null, 204);
  });

  return routes;
}
