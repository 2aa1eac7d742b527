/**
 * The server follows every active execution of the journal itself: one result read per execution per
 * interval, whatever the number of browsers watching, none after it ended, was deleted or ran past the
 * time limit. Each instance claims what is due (a lease in the database, see follow-repository.ts), so
 * with several instances each execution is read by one of them, and another takes over within two
 * intervals when that one stops. It reads with a live session of the person who started or tracked the
 * run, and a run a schedule started with the runner account's (runner-account.ts) when its owner has no
 * session; with neither it waits until that person signs in. Never with someone else's session: what a
 * read brings (logs, the return value) is the starter's to see, and a refused token ends only the
 * session it belongs to (issue 35).
 */
import { buildPath, endpoints } from '../../src/api/endpoints';
import { followPolicy, nextReadDelay } from '../../src/api/follow-policy';
import { notFollowable, pausedNoSession } from '../../src/api/follow-reasons';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { DueExecution, FollowRepository } from '../storage/follow-repository';
import type { JournalRepository } from '../storage/journal-repository';
import type { SessionStore } from '../storage/session-store';
import type { ProxyRecorder, RecordedChange } from './proxy-recorder';
import type { RunnerAccount } from './runner-account';
import { callUpstream, type UpstreamClient } from './upstream-call';

export interface FollowerDeps {
  readonly config: Pick<ServerConfig, 'ORCHESTRATOR_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  readonly follow: FollowRepository;
  readonly journal: JournalRepository;
  readonly sessions: SessionStore;
  /** Reads the runs schedules started when their owner has no live session. */
  readonly runner?: RunnerAccount;
  readonly recorder: ProxyRecorder;
  /** How the result reads reach the orchestration service (the server's pools in Node). */
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
  /** This instance's name in the leases. */
  readonly instance: string;
  readonly policy?: {
    readonly intervalMs: number;
    readonly maxBackoffMs: number;
    readonly maxDurationMs: number;
  };
  /** Reads at once, at most (each is an upstream call). */
  readonly concurrency?: number;
  /** Told of every change a read made (an execution that ended, for the notifications). */
  readonly onChange?: (change: RecordedChange) => void;
}

export interface Follower {
  /** Claims what is due and reads it; resolves when those reads are done. */
  tick(): Promise<void>;
  /** Ticks on its own until `stop`. */
  start(): void;
  /** Stops ticking, waits for the reads under way and gives up the leases. */
  stop(): Promise<void>;
}

export function createFollower(deps: FollowerDeps): Follower {
  const policy = deps.policy ?? followPolicy;
  const concurrency = deps.concurrency ?? 16;
  // Two intervals: a lease outlives one missed tick, and a dead instance's executions are taken over
  // by another within two intervals.
  const leaseMs = policy.intervalMs * 2;
  const stopped = new AbortController();
  // Each read's own signal, aborted on stop: one listener per read on a shared signal would pile up.
  const reading = new Set<AbortController>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  /** The runner account's token as a session without a key (it is not a user's). */
  async function runnerSession(): Promise<{ key: undefined; token: string } | undefined> {
    const token = await deps.runner?.token();
    return token === undefined ? undefined : { key: undefined, token };
  }

  async function read(due: DueExecution): Promise<void> {
    const now = deps.now();
    if (now - due.startedAt > policy.maxDurationMs) {
      const hours = Math.round(policy.maxDurationMs / 3_600_000);
      await deps.journal.markLost(due.computerId, due.executionId, { code: 'time-limit', hours }, now);
      return;
    }
    // Ids that cannot work (recorded before they were checked) are never asked for.
    const unfollowable = notFollowable(due.computerId, due.executionId);
    if (unfollowable !== undefined) {
      await deps.journal.markLost(due.computerId, due.executionId, unfollowable, now);
      return;
    }
    const session =
      (await deps.sessions.tokenFor(due.startedBy)) ??
      (due.scheduleId === null ? undefined : await runnerSession());
    if (session === undefined) {
      await deps.follow.schedule(due.id, {
        at: now + policy.intervalMs,
        failures: due.failures,
        note: pausedNoSession,
      });
      return;
    }
    const params = { computerId: due.computerId, executionId: due.executionId };
    const readSignal = new AbortController();
    if (stopped.signal.aborted) readSignal.abort();
    reading.add(readSignal);
    const result = await callUpstream({
      client: deps.upstream,
      method: 'GET',
      base: deps.config.ORCHESTRATOR_URL,
      path: buildPath(endpoints.executionResult.path, params),
      headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` },
      timeoutMs: deps.config.UPSTREAM_TIMEOUT_MS,
      clientSignal: readSignal.signal,
    }).finally(() => reading.delete(readSignal));
    const failed = () =>
      deps.follow.schedule(due.id, {
        at: deps.now() + nextReadDelay(due.failures + 1, policy),
        failures: due.failures + 1,
        note: null,
      });
    if (result.kind !== 'answer') {
      if (result.kind !== 'client-gone') await failed();
      return;
    }
    const { status } = result.response;
    if (status === 401) {
      // The service no longer takes this session's token: that session is over, here too.
      if (session.key === undefined) await deps.runner?.refused(session.token);
      else await deps.sessions.deleteByKey(session.key);
      await deps.follow.schedule(due.id, { at: deps.now(), failures: due.failures, note: null });
      return;
    }
    if (status === 404) {
      await deps.journal.markLost(due.computerId, due.executionId, { code: 'not-found' }, deps.now());
      return;
    }
    if (status !== 200) {
      deps.logger.warn(`follower: the orchestration service answered ${status} for ${due.executionId}`);
      await failed();
      return;
    }
    const change = await deps.recorder.record({
      endpoint: 'executionResult',
      params,
      requestBody: undefined,
      status,
      answerBody: result.body,
      username: due.startedBy,
      at: deps.now(),
    });
    if (change !== undefined) deps.onChange?.(change);
    // Planned from when this read was due, so that the time a read takes does not stretch the interval
    // (one read per interval, not one per interval plus the read); never in the past.
    await deps.follow.schedule(due.id, {
      at: Math.max(due.dueAt + policy.intervalMs, deps.now()),
      failures: 0,
      note: null,
    });
  }

  async function tick(): Promise<void> {
    const due = await deps.follow.claimDue(deps.instance, deps.now(), leaseMs, 200);
    let next = 0;
    const worker = async () => {
      while (next < due.length && !stopped.signal.aborted) {
        const execution = due[next];
        next += 1;
        if (execution === undefined) continue;
        try {
          await read(execution);
        } catch (error) {
          deps.logger.warn(
            `follower: reading ${execution.executionId} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
  }

  function loop(): void {
    if (stopped.signal.aborted) return;
    running = tick()
      .catch((error: unknown) => {
        // The database is down, for instance: the next tick tries again.
        deps.logger.warn(`follower: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        if (!stopped.signal.aborted) timer = setTimeout(loop, Math.min(250, policy.intervalMs / 4));
      });
  }

  return {
    tick,
    start: loop,
    async stop() {
      stopped.abort();
      for (const read of reading) read.abort();
      if (timer !== undefined) clearTimeout(timer);
      await running;
      await deps.follow.release(deps.instance).catch(() => undefined);
    },
  };
}
