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
import type { LiveSession } from '../storage/session-store';

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, Path=/ and has no Domain, so a
 * sibling subdomain cannot plant one. Browsers reject that prefix over plain http, hence two names.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-robot-console-session' : 'robot-console-session';
}

/** The session id a Cookie header names, if any. */
export function sessionIdIn(cookies: string | null | undefined, secure: boolean): string | undefined {
  if (cookies == null || cookies === '') return undefined;
  const name = sessionCookieName(secure);
  const id = parse(cookies, name)[name];
  return id === undefined || id === '' ? undefined : id;
}

/** The session id the request's cookie names, if any. */
export function sessionIdOf(
  request: Request,
  deps: Pick<AppDeps, 'config' | 'cookieJar'>,
): string | undefined {
  const cookies = deps.cookieJar === undefined ? request.headers.get('cookie') : deps.cookieJar.header();
  return sessionIdIn(cookies, isSecureRequest(deps.config, request.url));
}

/** The session behind an id, if it is still alive. */
export async function liveSession(
  id: string | undefined,
  deps: Pick<AppDeps, 'sessions'>,
): Promise<{ id: string; session: LiveSession } | undefined> {
  if (id === undefined) return undefined;
  const session = await deps.sessions.find(id);
  return session === undefined ? undefined : { id, session };
}

/** The session behind the request's cookie, if it is still alive. */
export function currentSession(
  request: Request,
  deps: Pick<AppDeps, 'config' | 'sessions' | 'cookieJar'>,
): Promise<{ id: string; session: LiveSession } | undefined> {
  return liveSession(sessionIdOf(request, deps), deps);
}

/**
 * A Set-Cookie line for the browser, or none when a page plays the browser (the mock mode): then the
 * cookie jar takes it.
 */
function cookieLines(deps: Pick<AppDeps, 'cookieJar'>, cookie: string): string[] {
  if (deps.cookieJar === undefined) return [cookie];
  deps.cookieJar.store([cookie]);
  return [];
}

function sendCookie(c: Context, deps: AppDeps, name: string, value: string, options: CookieOptions): void {
  for (const line of cookieLines(deps, generateCookie(name, value, options))) {
    c.header('Set-Cookie', line, { append: true });
  }
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

/** The Set-Cookie lines that tell the browser to drop its cookie (none in the mock mode: its jar drops it). */
function clearedCookieLines(secure: boolean, deps: Pick<AppDeps, 'cookieJar'>): string[] {
  const cleared = generateCookie(sessionCookieName(secure), '', {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: 0,
  });
  return cookieLines(deps, cleared);
}

/**
 * Ends a session on the server; the Set-Cookie lines that tell the browser to drop its cookie (none in
 * the mock mode, whose jar has already dropped it).
 */
export async function endSessionById(
  id: string | undefined,
  secure: boolean,
  deps: Pick<AppDeps, 'sessions' | 'cookieJar'>,
): Promise<string[]> {
  if (id !== undefined) await deps.sessions.end(id);
  return clearedCookieLines(secure, deps);
}

/** Tells the browser to drop the cookie of a session that has ended on the server. */
export function clearSessionCookie(c: Context, deps: AppDeps): void {
  for (const line of clearedCookieLines(isSecureRequest(deps.config, c.req.url), deps)) {
    c.header('Set-Cookie', line, { append: true });
  }
}

/** Ends the request's session on the server and tells the browser to drop the cookie. */
export async function endSession(c: Context, deps: AppDeps): Promise<void> {
  const id = sessionIdOf(c.req.raw, deps);
  if (id !== undefined) await deps.sessions.end(id);
  clearSessionCookie(c, deps);
}
