/**
 * The session cookie: the only thing the browser holds, an HttpOnly cookie with a random session id.
 * Reading it, setting it and ending the session behind it.
 */
import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { parse } from 'hono/utils/cookie';
import type { AppDeps } from '../deps';
import { isSecureRequest } from '../security';
import type { Session } from '../storage/session-store';

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, Path=/ and has no Domain, so a
 * sibling subdomain cannot plant one. Browsers reject that prefix over plain http, hence two names.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-robot-console-session' : 'robot-console-session';
}

/** The session id the request's cookie names, if any. */
export function sessionIdOf(
  request: Request,
  deps: Pick<AppDeps, 'config' | 'cookieJar'>,
): string | undefined {
  const name = sessionCookieName(isSecureRequest(deps.config, request.url));
  const cookies = deps.cookieJar === undefined ? request.headers.get('cookie') : deps.cookieJar.header();
  const id = parse(cookies ?? '', name)[name];
  return id === undefined || id === '' ? undefined : id;
}

/** The session behind the request's cookie, if it is still alive. */
export async function currentSession(
  request: Request,
  deps: Pick<AppDeps, 'config' | 'sessions' | 'cookieJar'>,
): Promise<{ id: string; session: Session } | undefined> {
  const id = sessionIdOf(request, deps);
  if (id === undefined) return undefined;
  const session = await deps.sessions.find(id);
  return session === undefined ? undefined : { id, session };
}

/** Sends a Set-Cookie (to the cookie jar where a page plays the browser: the mock mode). */
function sendCookie(c: Context, deps: AppDeps, name: string, value: string, options: CookieOptions): void {
  const cookie = generateCookie(name, value, options);
  if (deps.cookieJar === undefined) c.header('Set-Cookie', cookie, { append: true });
  else deps.cookieJar.store([cookie]);
}

export function setSessionCookie(c: Context, deps: AppDeps, id: string, expiresAt: number): void {
  const secure = isSecureRequest(deps.config, c.req.url);
  sendCookie(c, deps, sessionCookieName(secure), id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: Math.max(1, Math.floor((expiresAt - deps.now()) / 1000)),
  });
}

/** Ends the request's session on the server and tells the browser to drop the cookie. */
export async function endSession(c: Context, deps: AppDeps): Promise<void> {
  const secure = isSecureRequest(deps.config, c.req.url);
  const id = sessionIdOf(c.req.raw, deps);
  if (id !== undefined) await deps.sessions.end(id);
  sendCookie(c, deps, sessionCookieName(secure), '', {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: 0,
  });
}
