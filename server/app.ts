/**
 * The whole server as one Hono app: security headers, the bound on requests in progress and CSRF on
 * everything, `/session`, the two API prefixes and the static SPA. Everything it talks to (fetch,
 * session store, clock, logger) is injected so tests run without a network and without waiting.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { clientAddressResolver } from './client-address';
import type { ServerConfig } from './config';
import type { SessionDeps } from './deps';
import { jsonError } from './http-utils';
import { loadShedding } from './load-shedding';
import { consoleLogger, type Logger } from './logger';
import { proxyHandler } from './routes/proxy-routes';
import { csrfMiddleware, isApiPath, securityHeadersMiddleware } from './security';
import { sessionRoutes } from './routes/session-routes';
import { createSessionService } from './services/session-service';
import { createMemorySessionStore, type SessionStore } from './storage/session-store';
import { createSignInLimiter, type SignInLimiter } from './services/sign-in-limiter';
import { staticHandler } from './node/static';

export interface AppOptions {
  readonly config: ServerConfig;
  /** How the server reaches the upstreams; the global fetch by default. */
  readonly fetch?: typeof fetch;
  readonly store?: SessionStore;
  readonly now?: () => number;
  readonly logger?: Logger;
  readonly signInLimiter?: SignInLimiter;
  /** The caller's address for the sign-in limiter; by default the socket's peer, read through TRUST_PROXY. */
  readonly clientAddress?: (c: Context) => string;
}

/** The socket's peer under @hono/node-server; 'unknown' where there is no socket (app.request in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createApp(options: AppOptions): Hono {
  const { config } = options;
  const now = options.now ?? Date.now;
  const deps: SessionDeps = {
    config,
    sessions: createSessionService({
      store: options.store ?? createMemorySessionStore({ now }),
      now,
      rules: {
        ttlMs: config.SESSION_TTL_MINUTES * 60_000,
        sessionsPerUser: config.SESSIONS_PER_USER,
        maxSessions: config.MAX_SESSIONS,
      },
    }),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    now,
    logger: options.logger ?? consoleLogger,
  };
  const resolveClient = clientAddressResolver(config.TRUST_PROXY);
  const clientAddress =
    options.clientAddress ??
    ((c: Context) => resolveClient(socketAddress(c), c.req.header('x-forwarded-for')));

  const app = new Hono();
  app.use('*', securityHeadersMiddleware(config));
  app.use('*', loadShedding(config.MAX_REQUESTS_IN_PROGRESS));
  app.use('*', csrfMiddleware(config));

  app.route(
    '/session',
    sessionRoutes(deps, {
      limiter:
        options.signInLimiter ??
        createSignInLimiter({
          now,
          windowMs: config.SIGN_IN_WINDOW_MINUTES * 60_000,
          failuresPerUser: config.SIGN_IN_FAILURES_PER_USER,
          failuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS,
          signInsPerUser: config.SIGN_INS_PER_USER,
        }),
      clientAddress,
    }),
  );
  const orchestrator = proxyHandler('orchestrator', deps);
  const reporting = proxyHandler('reporting', deps);
  app.all('/orchestrator', orchestrator);
  app.all('/orchestrator/*', orchestrator);
  // Only /reporting/api/* is API: the rest of /reporting/ are the app's own pages (see isServerApiPath).
  app.all('/reporting/api', reporting);
  app.all('/reporting/api/*', reporting);
  app.all('*', staticHandler(config.STATIC_DIR));

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? jsonError(405, 'method-not-allowed', 'This method is not allowed here.')
      : jsonError(404, 'not-found', 'There is nothing here.'),
  );
  app.onError((error, c) => {
    // The details go to the log only; the browser learns that something failed, not what or where.
    deps.logger.error(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return jsonError(500, 'internal-error', 'The server failed to handle the request.');
  });
  return app;
}
