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
import { runV1ResponseSchema, runV2ResponseSchema } from '../../src/api/schemas';
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
  type RunAnswer,
  type RunCredential,
  type Scheduler,
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

  /** The runner account's token, else the owner's newest live session's. */
  async function credentialFor(schedule: FiringSchedule): Promise<RunCredential | undefined> {
    const runnerToken = await deps.runner.token();
    if (runnerToken !== undefined) {
      return { token: runnerToken, refused: () => deps.runner.refused(runnerToken) };
    }
    const session = await workspace.sessions.tokenFor(schedule.owner, false);
    if (session === undefined) return undefined;
    // The service no longer takes this session's token: that session is over, here too.
    return { token: session.token, refused: () => workspace.sessions.deleteByKey(session.key) };
  }

  /** Calls the service's run for the schedule, as `startedBy`, and records an accepted run. */
  async function run(
    schedule: FiringSchedule,
    credential: RunCredential,
    startedBy: string = schedule.owner,
  ): Promise<RunAnswer> {
    const target = await workspace.schedules.runTarget(schedule.id);
    if (target === undefined) return { kind: 'refused', detail: 'not-found' };
    const robot = await workspace.catalog.robot(target.robotId);
    const typeOf = (name: string) => robot?.variables.find((v) => v.name === name)?.type ?? defaultType;
    const variables = target.variables.map((v) => ({ name: v.name, type: typeOf(v.name), value: v.value }));
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
        return { kind: 'unreachable', detail: 'upstream-timeout' };
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
    const at = deps.now();
    const secrets = new Set(target.variables.filter((v) => v.secret).map((v) => v.name));
    await workspace.journalStore.insertRun({
      computerId: target.runtimeId,
      executionId,
      robotId: target.robotId,
      apiVersion: target.apiVersion,
      variables: maskSecrets(variables, secrets),
      startedBy,
      at,
      schedule: { id: schedule.id, name: target.name },
    });
    await workspace.activity.record({
      actor: startedBy,
      action: 'run',
      target: target.robotId,
      details: {
        computerId: target.runtimeId,
        executionId,
        variables: variables.length,
        schedule: target.name,
      },
      at,
    });
    return { kind: 'started', computerId: target.runtimeId, executionId };
  }

  return { credentialFor, run };
}

export type ScheduleRuns = ReturnType<typeof scheduleRuns>;

export interface WorkspaceSchedulerOptions {
  readonly workspace: Pick<
    Workspace,
    'schedules' | 'scheduleFires' | 'catalog' | 'journalStore' | 'activity' | 'sessions'
  >;
  readonly config: RunnerAccountDeps['config'] & ScheduleRunsDeps['config'];
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
  /** This instance's name in the fires' claims: unique among the instances sharing the database. */
  readonly instance: string;
  readonly intervalMs?: number;
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
      load: (id) => workspace.schedules.firing(id),
      nextAfter: (id, dueAt) => workspace.schedules.nextAfter(id, dueAt),
      hasUnendedRun: (id) => workspace.schedules.hasUnendedRun(id),
    },
    credentialFor: runs.credentialFor,
    run: runs.run,
    logger,
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
  });
}
