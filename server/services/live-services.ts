/**
 * What runs beside the requests once the database is ready: the follower (reads each active execution
 * once per interval), the change hub (hears every journal change), the live streams' heartbeat, the
 * webhook's deliverer (told by the hub when an execution ends), the scheduler (starts each due fire
 * of the team's schedules once), the watchdogs (raise and resolve alerts, docs/watchdogs.md) and the
 * reporting plans' loop (each idea's due periods, sent once). The
 * Node entry point and the mock mode start the same pieces here, and stop them in an order that loses
 * nothing: streams first (so a graceful shutdown is not held open by them), then the follower gives up
 * its leases for another instance to take over at once.
 */
import type { TeamService } from './team-service';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Workspace } from '../workspace';
import { createFollower, type FollowerDeps } from './follower';
import type { LiveStreams } from './live-streams';
import type { UpstreamClient } from './upstream-call';
import { createWebhookDeliverer } from './webhook-deliverer';
import type { RunnerAccount } from './runner-account';
import type { Scheduler } from './scheduler';
import { schedulesDueChannel, watchdogSettingsChannel } from '../storage/migrations';
import { createWatchdog } from './watchdog';
import { createIntervalLoop } from './interval-loop';
import type { PlanSendsService } from './plan-sends-service';

export interface LiveServicesOptions {
  readonly workspace: Workspace;
  readonly config: Pick<
    ServerConfig,
    | 'ORCHESTRATOR_URL'
    | 'UPSTREAM_TIMEOUT_MS'
    | 'NOTIFY_WEBHOOK_URL'
    | 'NOTIFY_WEBHOOK_SECRET'
    | 'NOTIFY_WEBHOOK_EVENTS'
    | 'PUBLIC_ORIGIN'
    | 'LOGIN_API'
    | 'RUNNER_USERNAME'
    | 'RUNNER_PASSWORD'
    | 'ADMINS'
    | 'DEFAULT_ROLE'
    | 'REPORTING_PLANS_INTERVAL_MS'
  >;
  readonly live: LiveStreams;
  /** The server's own (server.ts): the same team, runner account and scheduler as its requests'. */
  readonly team: TeamService;
  readonly runner: RunnerAccount;
  readonly scheduler: Scheduler;
  /** The reporting plans' sends, whose loop sends each plan's periods when due. */
  readonly planSends: PlanSendsService;
  /** How the follower reaches the orchestration service. */
  readonly upstream: UpstreamClient;
  /** How the deliverer reaches the webhook. */
  readonly webhookFetch: typeof fetch;
  readonly now: () => number;
  readonly logger: Logger;
  /** This instance's name in the leases and claims: unique among the instances sharing the database. */
  readonly instance: string;
  readonly followPolicy?: FollowerDeps['policy'];
}

export interface LiveServices {
  stop(): Promise<void>;
}

/**
 * The warning of a team nobody can set up: no admin, none named in ADMINS (one named there becomes an
 * admin at their first sign-in, so a new workspace with ADMINS set is not warned about), and a default
 * role below admin.
 */
export function noAdminWarning(
  admins: number,
  config: Pick<ServerConfig, 'ADMINS' | 'DEFAULT_ROLE'>,
): string | undefined {
  if (admins > 0 || config.ADMINS.length > 0 || config.DEFAULT_ROLE === 'admin') return undefined;
  return (
    'robot-console: the team has no admin: nobody can edit the catalog, the schedules, the watchdogs or ' +
    'the roles, or send reporting records. Set ADMINS to the usernames of those who set things up.'
  );
}

export async function startLiveServices(options: LiveServicesOptions): Promise<LiveServices> {
  const { workspace, config } = options;
  // At every start: everyone signed in is in the team, and the ADMINS are admins (docs/roles.md).
  const team = await options.team.prepare();
  const warning = noAdminWarning(team.admins, config);
  if (warning !== undefined) options.logger.warn(warning);
  // During a rotation the schedules' secret values are sealed again under the current SESSION_SECRET,
  // so that the previous one can be dropped (docs/security.md).
  const resealed = await workspace.schedules.resealSecrets();
  if (resealed > 0)
    options.logger.info(
      `robot-console: ${resealed} schedule(s)' secret values sealed under the current secret`,
    );
  const { upstream, runner, scheduler } = options;
  const follower = createFollower({
    runner,
    config,
    follow: workspace.follow,
    journal: workspace.journalStore,
    sessions: workspace.sessions,
    recorder: workspace.recorder,
    upstream,
    now: options.now,
    logger: options.logger,
    instance: options.instance,
    ...(options.followPolicy === undefined ? {} : { policy: options.followPolicy }),
  });
  const deliverer = createWebhookDeliverer({
    settings:
      config.NOTIFY_WEBHOOK_URL === undefined || config.NOTIFY_WEBHOOK_SECRET === undefined
        ? undefined
        : {
            url: config.NOTIFY_WEBHOOK_URL,
            secret: config.NOTIFY_WEBHOOK_SECRET,
            events: config.NOTIFY_WEBHOOK_EVENTS,
            publicOrigin: config.PUBLIC_ORIGIN,
          },
    outbox: workspace.webhookOutbox,
    journal: workspace.journalStore,
    fires: workspace.scheduleFires,
    alerts: workspace.alerts,
    fetch: options.webhookFetch,
    now: options.now,
    logger: options.logger,
    instance: options.instance,
  });
  const watchdog = createWatchdog({
    evaluate: (at) => workspace.alerts.evaluate(at),
    now: options.now,
    logger: options.logger,
    changed: () => deliverer.poke(),
  });
  // The reporting plans' due periods, looked for on every instance (twice a minute by default;
  // plan-sends-service.ts), then the late ends of the periods sent (plan-restatements.ts).
  const plans = createIntervalLoop({
    name: 'reporting plans',
    run: async (at) => ({
      ...(await options.planSends.runDue(at)),
      restated: await options.planSends.restate(at),
    }),
    now: options.now,
    logger: options.logger,
    intervalMs: config.REPORTING_PLANS_INTERVAL_MS,
  });
  const unsubscribe = workspace.changeHub.subscribe((changes) => {
    if (changes.some((change) => change.entry.ended)) deliverer.poke();
  });
  // A schedule due sooner than the scheduler sleeps for (saved on any instance) wakes it (migration 0009).
  const stopWaking = await workspace.database.listen?.(schedulesDueChannel, () => scheduler.wake());
  // The team's watchdog rules saved on any instance (migration 0013): the watchdogs look at once.
  const stopRewatching = await workspace.database.listen?.(watchdogSettingsChannel, () => watchdog.wake());
  await workspace.changeHub.start();
  // From now on every change reaches this instance: reads that repeat a known answer skip the journal.
  const stopKnowing = workspace.recorder.followChanges(workspace.changeHub);
  options.live.start();
  follower.start();
  deliverer.start();
  scheduler.start();
  watchdog.start();
  plans.start();
  return {
    async stop() {
      options.live.closeAll();
      unsubscribe();
      await stopWaking?.();
      await stopRewatching?.();
      stopKnowing();
      await Promise.all([follower.stop(), deliverer.stop(), scheduler.stop(), watchdog.stop(), plans.stop()]);
      await workspace.changeHub.stop();
    },
  };
}
