/**
 * What a schedule's fire does once the scheduler decided it runs (scheduler.ts): who it runs as, and the
 * run call itself. The runner account when one is configured and signs in, else the owner's newest live
 * session; with neither, nobody (the fire is missed). The call is the spec's run (v1 or v2, as the
 * schedule says) through `callUpstream`, like every upstream call (no redirects, the timeout); its values
 * are the schedule's, the secret ones opened only for the call, each typed as the catalog's template
 * says. A run the service accepted enters the journal as this schedule's (its secret values masked) and
 * the activity log; the follower reads it from there. A refusal is kept as the error code of our words,
 * never as the service's text.
 */
import { buildPath, endpoints } from '../../src/api/endpoints';
import { runV1ResponseSchema, runV2ResponseSchema, type RunVariable } from '../../src/api/schemas';
import { variableTypes } from '../../src/api/spec-gaps';
import { upstreamErrorBody } from '../../src/api/upstream-errors';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { Workspace } from '../workspace';
import { maskSecrets } from './proxy-recorder';
import type { RunnerAccount, RunnerAccountDeps } from './runner-account';
import {
  createScheduler,
  type FiringSchedule,
  type PreparedRun,
  type RunAnswer,
  type RunAs,
  type RunCredential,
  type Scheduler,
  type StartedRun,
} from './scheduler';
import { callUpstream, type UpstreamClient } from './upstream-call';

export interface ScheduleRunsDeps {
  readonly config: Pick<ServerConfig, 'ORCHESTRATOR_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  readonly workspace: Pick<Workspace, 'schedules' | 'catalog' | 'journalStore' | 'activity' | 'sessions'>;
  readonly runner: RunnerAccount;
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
}

/** The type a variable is sent with when the catalog's template does not say (the only one known). */
const defaultType = variableTypes[0].value;

const decoder = new TextDecoder();

export function scheduleRuns(deps: ScheduleRunsDeps) {
  const { workspace } = deps;

  /** The runner account's token (read once for a batch), else each owner's newest live session's. */
  function credentials(): (owner: string) => Promise<RunCredential | undefined> {
    const runner = deps.runner
      .token()
      .then((token): RunCredential | undefined =>
        token === undefined ? undefined : { token, refused: () => deps.runner.refused(token) },
      );
    const owners = new Map<string, Promise<RunCredential | undefined>>();
    return async (owner) => {
      const runnerCredential = await runner;
      if (runnerCredential !== undefined) return runnerCredential;
      const key = owner.toLowerCase();
      let session = owners.get(key);
      if (session === undefined) {
        session = workspace.sessions.tokenFor(owner).then((found) =>
          found === undefined
            ? undefined
            : // The service no longer takes this session's token: that session is over, here too.
              { token: found.token, refused: () => workspace.sessions.deleteByKey(found.key) },
        );
        owners.set(key, session);
      }
      return session;
    };
  }

  /**
   * The run calls of these schedules, ready to send: who each runs as and its values typed as the
   * catalog's template says, read together (the catalog once, the runner's token once, each owner's
   * session once). A schedule with nobody to run as is left out.
   */
  async function prepare(
    schedules: readonly FiringSchedule[],
    as?: RunAs,
  ): Promise<Map<string, PreparedRun>> {
    const prepared = new Map<string, PreparedRun>();
    if (schedules.length === 0) return prepared;
    const catalog = await workspace.catalog.list();
    const robots = new Map(catalog.robots.map((robot) => [robot.robotId, robot]));
    const credentialOf = as === undefined ? credentials() : () => Promise.resolve(as.credential);
    for (const schedule of schedules) {
      const credential = await credentialOf(schedule.owner);
      if (credential === undefined) continue;
      const { target } = schedule;
      const robot = robots.get(target.robotId);
      const typeOf = (name: string) => robot?.variables.find((v) => v.name === name)?.type ?? defaultType;
      const variables = target.variables.map((v) => ({ name: v.name, type: typeOf(v.name), value: v.value }));
      const startedBy = as?.username ?? schedule.owner;
      prepared.set(schedule.id, { send: () => send(schedule, variables, credential, startedBy) });
    }
    return prepared;
  }

  /** Calls the service's run for the schedule, as `startedBy`; an accepted run comes back to be recorded. */
  async function send(
    schedule: FiringSchedule,
    variables: readonly RunVariable[],
    credential: RunCredential,
    startedBy: string,
  ): Promise<{ answer: RunAnswer; started?: StartedRun }> {
    const answer = await call(schedule, variables, credential);
    return answer.kind === 'started'
      ? { answer, started: { schedule, variables, startedBy, executionId: answer.executionId } }
      : { answer };
  }

  /** The run call itself, and its answer in our words. */
  async function call(
    schedule: FiringSchedule,
    variables: readonly RunVariable[],
    credential: RunCredential,
  ): Promise<RunAnswer> {
    const { target } = schedule;
    const name = target.apiVersion === 'v1' ? 'runV1' : 'runV2';
    const params = { computerId: target.runtimeId, robotId: target.robotId };
    const result = await callUpstream({
      client: deps.upstream,
      method: 'POST',
      base: deps.config.ORCHESTRATOR_URL,
      path: buildPath(endpoints[name].path, params),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/plain;q=0.9',
        Authorization: `Bearer ${credential.token}`,
      },
      body: JSON.stringify({ variables }),
      timeoutMs: deps.config.UPSTREAM_TIMEOUT_MS,
      // Never abandoned half-way by us: a call cut off could have started the run unbeknown.
      controller: new AbortController(),
    });
    switch (result.kind) {
      case 'timeout':
        // Sent, and no answer: the run may have started.
        return { kind: 'no-answer', detail: 'upstream-timeout' };
      case 'unreachable':
      case 'client-gone':
        return { kind: 'unreachable', detail: 'upstream-unreachable' };
      case 'redirected':
        return { kind: 'refused', detail: 'upstream-redirect' };
      case 'too-large':
        return { kind: 'refused', detail: 'upstream-error' };
      case 'answer':
        break;
    }
    const { status } = result.response;
    if (status === 401) await credential.refused();
    if (status < 200 || status > 299) {
      deps.logger.warn(`schedules: the orchestration service answered ${status} to ${schedule.name}'s run`);
      return { kind: 'refused', detail: upstreamErrorBody(status, 'orchestration').error };
    }
    const text = decoder.decode(result.body);
    let executionId: string | undefined;
    try {
      executionId =
        name === 'runV2'
          ? runV2ResponseSchema.safeParse(JSON.parse(text)).data?.id
          : runV1ResponseSchema.safeParse(text).data;
    } catch {
      executionId = undefined;
    }
    if (executionId === undefined) {
      deps.logger.warn(
        `schedules: the answer to ${schedule.name}'s run (status ${status}) has no execution id`,
      );
      return { kind: 'refused', detail: 'upstream-error' };
    }
    return { kind: 'started', computerId: target.runtimeId, executionId };
  }

  /**
   * Runs the service accepted, in the journal as their schedules' (secret values masked) and the
   * activity log: a batch in two statements.
   */
  async function recordStarted(runs: readonly StartedRun[]): Promise<void> {
    if (runs.length === 0) return;
    const at = deps.now();
    await workspace.journalStore.insertRuns(
      runs.map(({ schedule, variables, startedBy, executionId }) => {
        const { target } = schedule;
        const secrets = new Set(target.variables.filter((v) => v.secret).map((v) => v.name));
        return {
          computerId: target.runtimeId,
          executionId,
          robotId: target.robotId,
          apiVersion: target.apiVersion,
          variables: maskSecrets(variables, secrets),
          startedBy,
          at,
          schedule: { id: schedule.id, name: schedule.name },
        };
      }),
    );
    await workspace.activity.record(
      ...runs.map(({ schedule, variables, startedBy, executionId }) => ({
        actor: startedBy,
        action: 'run' as const,
        target: schedule.target.robotId,
        details: {
          computerId: schedule.target.runtimeId,
          executionId,
          variables: variables.length,
          schedule: schedule.name,
        },
        at,
      })),
    );
  }

  return { prepare, recordStarted };
}

export type ScheduleRuns = ReturnType<typeof scheduleRuns>;

export interface WorkspaceSchedulerOptions {
  readonly workspace: Pick<
    Workspace,
    'schedules' | 'scheduleFires' | 'catalog' | 'journalStore' | 'activity' | 'sessions'
  >;
  readonly config: RunnerAccountDeps['config'] &
    ScheduleRunsDeps['config'] &
    Pick<ServerConfig, 'SCHEDULE_FIRE_RETENTION_DAYS'>;
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
  /** This instance's name in the fires' claims: unique among the instances sharing the database. */
  readonly instance: string;
  /** The runner account, shared with the follower (which reads the runs it started). */
  readonly runner: RunnerAccount;
}

/** The scheduler over the team workspace, the runner account and the orchestration service. */
export function workspaceScheduler(options: WorkspaceSchedulerOptions): Scheduler {
  const { workspace, config, upstream, now, logger, runner } = options;
  const runs = scheduleRuns({ config, workspace, runner, upstream, now, logger });
  return createScheduler({
    instance: options.instance,
    now,
    fires: workspace.scheduleFires,
    schedules: {
      load: (ids) => workspace.schedules.firing(ids),
      calendars: (ids) => workspace.schedules.calendars(ids),
      unended: (ids) => workspace.schedules.unended(ids),
    },
    prepare: runs.prepare,
    recordStarted: runs.recordStarted,
    callTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    fireRetentionMs: config.SCHEDULE_FIRE_RETENTION_DAYS * 24 * 3_600_000,
  });
}
