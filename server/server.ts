/**
 * The one assembly of a Robot Console server: each of its services made once, here, from what its host
 * gives (the settings, the workspace, how to reach the upstreams and the webhook, a clock, a logger).
 * The Node entry point (node/instance.ts), the dev server (node/dev-middleware.ts), the demo in the page
 * (src/mocks/demo/mock-server.ts) and the tests all call `assembleServer`; none wires a service of its own.
 * Web-standard, like the app: the demo runs it in a browser.
 */
import type { Hono } from 'hono';
import { createApp, type AppOptions } from './app';
import { consoleLogger } from './logger';
import { createLiveStreams, type LiveStreams } from './services/live-streams';
import { startLiveServices, type LiveServices } from './services/live-services';
import { createRunnerAccount } from './services/runner-account';
import { workspaceScheduler } from './services/schedule-runs';
import { teamService, teamSettings } from './services/team-service';
import { fetchClient, type UpstreamClient } from './services/upstream-call';
import type { FollowerDeps } from './services/follower';
import type { Workspace } from './workspace';
import { workspacePlanSends } from './services/plan-sends-service';
import { reportSender } from './services/report-sender';

export interface ServerOptions extends Omit<
  AppOptions,
  'upstream' | 'live' | 'scheduler' | 'planSends' | 'team' | 'runner' | 'now' | 'logger'
> {
  /** How the server reaches the upstreams: `upstream` when given (Node: undici's pools), else over `fetch`. */
  readonly upstream?: UpstreamClient;
  /** The `fetch` behind the upstream calls when `upstream` is not given; the global fetch by default. */
  readonly fetch?: typeof fetch;
  /** How the webhook's deliverer posts; none by default (a test, the demo: nothing leaves). */
  readonly webhookFetch?: typeof fetch;
  readonly now?: () => number;
  readonly logger?: AppOptions['logger'];
  /**
   * This instance's name in the leases and claims: unique among the instances sharing the database
   * (a random one by default).
   */
  readonly instance?: string;
  readonly followPolicy?: FollowerDeps['policy'];
  /** Streams of other limits than the settings' (a test of their backlog); made here by default. */
  readonly live?: LiveStreams;
}

export type { LiveServices };

export interface RobotConsoleServer {
  /** Answers every request: the API, the proxy and (in Node) the static app. */
  readonly app: Hono;
  readonly workspace: Workspace;
  /** The journal's live streams (the host closes them first on a shutdown). */
  readonly live: LiveStreams;
  /**
   * Starts what runs beside the requests once the database is ready (services/live-services.ts): the
   * follower, the change hub, the scheduler's loop, the watchdogs, the webhook's deliverer.
   */
  startLive(): Promise<LiveServices>;
  /** Ends the live streams and stops what `startLive` started. */
  stop(): Promise<void>;
}

export function assembleServer(options: ServerOptions): RobotConsoleServer {
  const { config, workspace } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const instance = options.instance ?? `server-${crypto.randomUUID()}`;
  const upstream = options.upstream ?? fetchClient(options.fetch ?? ((input, init) => fetch(input, init)));
  const live =
    options.live ??
    createLiveStreams({
      hub: workspace.changeHub,
      changes: workspace.changes,
      logger,
      limits: { perSession: config.LIVE_STREAMS_PER_SESSION, total: config.LIVE_STREAMS_MAX },
    });
  const team = teamService({ ...workspace, settings: teamSettings(config), now });
  const runner = createRunnerAccount({ config, store: workspace.runnerToken, upstream, now, logger });
  // One scheduler: its loop runs the due fires as the runner account, "Run now" as the operator who asked.
  const scheduler = workspaceScheduler({ workspace, config, upstream, now, logger, instance, runner });
  // The reporting plans' sends go with the server's reporting key, like a record sent from a form.
  const planSends = workspacePlanSends(
    workspace,
    reportSender(config, upstream),
    now,
    config.UPSTREAM_TIMEOUT_MS,
  );
  const app = createApp({ ...options, upstream, live, scheduler, planSends, team, runner, now, logger });

  let started: Promise<LiveServices> | undefined;
  return {
    app,
    workspace,
    live,
    startLive() {
      started ??= startLiveServices({
        workspace,
        config,
        live,
        team,
        runner,
        scheduler,
        planSends,
        upstream,
        webhookFetch:
          options.webhookFetch ?? (() => Promise.reject(new Error('this server posts no webhook'))),
        now,
        logger,
        instance,
        ...(options.followPolicy === undefined ? {} : { followPolicy: options.followPolicy }),
      });
      return started;
    },
    async stop() {
      live.closeAll();
      await (await started?.catch(() => undefined))?.stop();
    },
  };
}
