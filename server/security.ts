/**
 * The checks and headers every answer goes through: security headers, the CSRF rule for state-changing
 * calls, and the raw request-target check that must run before any URL parser normalises the path.
 */
import { csrfHeaderName, csrfHeaderValue } from '../src/api/csrf';
import { isProxiedApiPath, isServerApiPath } from '../src/api/paths';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from './config';
import { jsonError } from './http-utils';

// 'unsafe-inline' for styles only: Mantine writes inline style attributes. Scripts stay 'self'.
const cspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** The policy as the header says it (hono's secureHeaders writes the same from `cspDirectives`). */
export const contentSecurityPolicy = Object.entries(cspDirectives)
  .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
  .join('; ');

/** The security headers of every answer; also for answers made before the app (badTargetResponse). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** hono's secureHeaders set to exactly `securityHeaders` (its other defaults off), HSTS over https only. */
function honoSecureHeaders(hsts: string | false): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: Object.fromEntries(
      Object.entries(cspDirectives).map(([name, values]) => [name, [...values]]),
    ),
    xFrameOptions: 'DENY',
    strictTransportSecurity: hsts,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Paths whose answers are API data: never cached, errors always JSON. */
export function isApiPath(path: string): boolean {
  return isServerApiPath(path);
}

/**
 * Whether the browser reaches us over https: what PUBLIC_ORIGIN says when it is set (a proxy in front
 * of us), else whether this request came over https.
 */
export function isSecureRequest(config: ServerConfig, requestUrl: string): boolean {
  if (config.PUBLIC_ORIGIN !== undefined) return config.PUBLIC_ORIGIN.startsWith('https:');
  // A request's URL is absolute and normalised (its scheme lower-case): no parse needed on every call.
  return requestUrl.startsWith('https:');
}

export function securityHeadersMiddleware(config: ServerConfig): MiddlewareHandler {
  const overHttp = honoSecureHeaders(false);
  const overHttps = honoSecureHeaders('max-age=31536000');
  return async (c, next) => {
    const secured = isSecureRequest(config, c.req.url) ? overHttps : overHttp;
    await secured(c, next);
    if (isApiPath(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * Why a raw request target (node's `req.url`, before any parsing) is refused, or `undefined` when it is
 * fine. WHATWG URL parsing would turn `%2e%2e` into `..` and `\` into `/` and then resolve them, so
 * these must be caught on the raw text. The query part is not inspected: the proxy refuses queries.
 */
export function rawTargetProblem(target: string): string | undefined {
  // Origin-form only: absolute-form (`GET http://evil/`) and `*` are for proxies, which we are not.
  if (!target.startsWith('/')) return 'Only origin-form request targets are accepted.';
  if (target.startsWith('//')) return 'A request target may not start with //.';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.includes('\\')) return 'Backslashes are not allowed in the path.';
  // Every request passes here: the patterns run only on a path that holds their first character.
  if (path.includes('%')) {
    if (/%(2f|5c)/i.test(path)) return 'Encoded slashes are not allowed in the path.';
    // A legitimate client never encodes a dot (encodeURIComponent leaves it alone).
    if (/%2e/i.test(path)) return 'Encoded dots are not allowed in the path.';
  }
  if (path.includes('/.') && path.split('/').some((part) => part === '..' || part === '.')) {
    return 'Dot segments are not allowed in the path.';
  }
  return undefined;
}

/** The 400 answer for a refused target, with the security headers (it bypasses the app). */
export function badTargetResponse(problem: string): Response {
  const response = jsonError(400, 'bad-request-target', problem);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export { csrfHeaderName, csrfHeaderValue };
const csrfHeaderKey = csrfHeaderName.toLowerCase();

/** What the CSRF rule reads of a request. */
export interface CsrfInput {
  readonly method: string;
  /** The path of the request target, without its query. */
  readonly path: string;
  /** A request header, by lower-case name. */
  readonly header: (name: string) => string | undefined;
  /** The host the request came to, as a URL names it (`new URL(request.url).host`). */
  readonly host: () => string | undefined;
}

/**
 * Why a request fails the CSRF rule, or `undefined`. State-changing calls need our custom header (a
 * cross-site form cannot send it, and a cross-site fetch with it needs a preflight we never grant) and,
 * when the browser names an Origin, our own origin: PUBLIC_ORIGIN, or else the host the request came to.
 */
export function csrfProblemOf(request: CsrfInput, config: ServerConfig): string | undefined {
  // A request that names an API token is judged by it alone (gate.ts), never by a cookie: a browser
  // attaches no such header by itself, and a cross-site page cannot send one without a preflight we
  // never grant. Scripts send their token and no CSRF header.
  if (request.header('authorization') !== undefined) return undefined;
  // The proxied API needs the header on every method: endpoint 4 starts a robot with a GET.
  if (safeMethods.has(request.method) && !isProxiedApiPath(request.path)) return undefined;
  if (request.header(csrfHeaderKey) !== csrfHeaderValue) {
    return `The ${csrfHeaderName} header is missing or wrong.`;
  }
  // Our own page's calls are same-origin; a sibling subdomain is same-site but still not us.
  const fetchSite = request.header('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'Cross-site requests are refused.';
  const origin = request.header('origin');
  if (origin === undefined) return undefined;
  if (!URL.canParse(origin)) return 'The Origin header is not ours.';
  const ours =
    config.PUBLIC_ORIGIN !== undefined
      ? new URL(origin).origin === config.PUBLIC_ORIGIN
      : new URL(origin).host === request.host();
  return ours ? undefined : 'The Origin header is not ours.';
}

export function csrfMiddleware(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    const problem = csrfProblemOf(
      {
        method: c.req.method,
        path: c.req.path,
        header: (name) => c.req.header(name),
        // Only read when an Origin is to be compared.
        host: () => new URL(c.req.url).host,
      },
      config,
    );
    if (problem !== undefined) return jsonError(403, 'csrf-rejected', problem);
    await next();
    return undefined;
  };
}
