/**
 * The whole server as one Hono app: security headers, the bound on requests in progress and CSRF on
 * everything, `/session`, the two upstream prefixes, the team workspace under `/api`, and (in Node) the
 * static SPA. Web-standard only: everything it talks to (fetch, the workspace, clock, logger, the
 * caller's address, static files) is passed in, so tests run without a network and the mock mode runs
 * this same app in the browser. Its services come from the one assembly of the server (server.ts).
 */
import { Hono, type Context, type Handler } from 'hono';
import { proxiedPrefixes } from '../src/api/paths';
import { pausedNoSession } from '../src/api/follow-reasons';
import { sessionPath, workspacePrefix } from '../src/api/workspace/routes';
import type { ServerConfig } from './config';
import type { AppDeps, CookieJar } from './deps';
import { databaseUnavailableAnswer, failureAnswer } from './failures';
import { jsonError, toResponse } from './http-utils';
import { createLoadShedder, loadShedding } from './load-shedding';
import type { Logger } from './logger';
import { proxyRoute } from './routes/proxy-routes';
import { eventsRoutes } from './routes/events-routes';
import { sessionRoutes } from './routes/session-routes';
import { workspaceRoutes } from './routes/workspace-routes';
import type { Scheduler } from './services/scheduler';
import type { PlanSendsService } from './services/plan-sends-service';
import type { RunnerAccount } from './services/runner-account';
import { admit as admitThrough, callerOf } from './routes/gate';
import type { Role } from '../src/api/roles';
import { csrfMiddleware, isApiPath, securityHeadersMiddleware } from './security';
import { createSessionService } from './services/session-service';
import type { TeamService } from './services/team-service';
import type { LiveStreams } from './services/live-streams';
import { createSignInLimiter, type SignInLimiter } from './services/sign-in-limiter';
import type { UpstreamClient } from './services/upstream-call';
import type { Workspace } from './workspace';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly workspace: Workspace;
  /** How the server reaches the upstreams. */
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
  /** The team's members and roles. */
  readonly team: TeamService;
  /** The schedules' fires: the app makes those operators ask for ("Run now"). */
  readonly scheduler: Scheduler;
  /** The reporting plans' sends: the app makes those people ask for ("Send now", approvals). */
  readonly planSends: PlanSendsService;
  /** What calls to the orchestrator made with an API token run as (docs/api.md). */
  readonly runner: RunnerAccount;
  readonly signInLimiter?: SignInLimiter;
  /** The caller's address for the sign-in limiter and the log ('unknown' by default: no socket). */
  readonly clientAddress?: (c: Context) => string;
  /** Whether the database is ready (its schema up to date); until then its routes answer 503. */
  readonly databaseReady?: () => boolean;
  /** Everything that is not API: the built app's files (Node only). */
  readonly staticFiles?: Handler;
  /** See `AppDeps.cookieJar`: the mock mode's stand-in for the browser's cookies. */
  readonly cookieJar?: CookieJar;
  /** The journal's live streams, which the live services start and a shutdown closes. */
  readonly live: LiveStreams;
}

export function createApp(options: AppOptions): Hono {
  const { config, workspace, now, logger, team, scheduler, live, runner } = options;
  const deps: AppDeps = {
    config,
    sessions: createSessionService({
      store: workspace.sessions,
      activity: workspace.activity,
      team,
      now,
      rules: {
        ttlMs: config.SESSION_TTL_MINUTES * 60_000,
        sessionsPerUser: config.SESSIONS_PER_USER,
        maxSessions: config.MAX_SESSIONS,
      },
      // The executions waiting for this person to sign in are read at once, not at their next turn.
      afterSignIn: async (username) => {
        await workspace.follow.resumeWaiting(pausedNoSession, now(), username).catch((error: unknown) => {
          logger.warn(`follower: could not resume waiting executions: ${String(error)}`);
        });
      },
    }),
    recorder: workspace.recorder,
    upstream: options.upstream,
    now,
    logger,
    ...(options.cookieJar === undefined ? {} : { cookieJar: options.cookieJar }),
  };
  // The one gate (routes/gate.ts): the proxy's routes, the workspace's and the live stream ask it.
  const gate = { ...deps, apiTokens: workspace.apiTokens };
  const admit = (request: Request, needed: Role, change: boolean) =>
    admitThrough(request, needed, change, gate);
  const databaseReady = options.databaseReady ?? (() => true);
  const app = new Hono();
  app.use('*', securityHeadersMiddleware(config));
  app.use('*', loadShedding(createLoadShedder(config.MAX_REQUESTS_IN_PROGRESS), deps));
  app.use('*', csrfMiddleware(config));
  // Every API path needs the database (sessions live there); the static app does not.
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path) && !databaseReady()) return toResponse(databaseUnavailableAnswer());
    await next();
    return undefined;
  });

  // `/x/*` matches `/x` itself too: the paths isProxiedApiPath names.
  const proxied = proxyRoute(deps, { admit, runner });
  for (const prefix of proxiedPrefixes) app.all(`${prefix}/*`, proxied);
  app.route(
    sessionPath,
    sessionRoutes(deps, {
      limiter:
        options.signInLimiter ??
        createSignInLimiter({
          failures: workspace.signInFailures,
          logger,
          now,
          windowMs: config.SIGN_IN_WINDOW_MINUTES * 60_000,
          failuresPerUser: config.SIGN_IN_FAILURES_PER_USER,
          failuresPerAddress: config.SIGN_IN_FAILURES_PER_ADDRESS,
          signInsPerUser: config.SIGN_INS_PER_USER,
        }),
      clientAddress: options.clientAddress ?? (() => 'unknown'),
    }),
  );
  // Before the workspace routes, whose own session check would otherwise run first.
  app.route(
    '/',
    eventsRoutes({
      live,
      admit,
      stillAdmitted: async (caller, request) =>
        caller.kind === 'session'
          ? (await deps.sessions.find(caller.sessionId)) !== undefined
          : (await callerOf(request, gate)) !== undefined,
    }),
  );
  app.route(
    workspacePrefix,
    workspaceRoutes({
      ...workspace,
      team,
      admit,
      apiTokens: workspace.apiTokens,
      planSends: options.planSends,
      runSchedule: async (id, caller) => {
        if (caller.kind === 'session') {
          const credential = {
            token: caller.token,
            // The service no longer takes this session's token: that session is over, here too.
            refused: () => deps.sessions.end(caller.sessionId).then(() => undefined),
          };
          return scheduler.runNow(id, { username: caller.username, credential });
        }
        // A script's "Run now" runs as the runner account, as the schedule's own fires do (docs/api.md).
        const token = await runner.token();
        if (token === undefined) return undefined;
        const credential = { token, refused: () => runner.refused(token) };
        return scheduler.runNow(id, { username: caller.username, credential });
      },
      now,
    }),
  );
  if (options.staticFiles !== undefined) app.all('*', options.staticFiles);

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? jsonError(405, 'method-not-allowed', 'This method is not allowed here.')
      : jsonError(404, 'not-found', 'There is nothing here.'),
  );
  app.onError((error, c) => toResponse(failureAnswer(error, logger, c.req.method, c.req.path)));
  return app;
}
