/**
 * What each claimed fire becomes (docs/schedules.md): one tick claims what is due (and what a stopped
 * instance left), then decides each fire. A fire older than the schedule's catch-up window is missed,
 * never run late; of a schedule's fires inside the window only the latest runs (the others were caught up
 * by it); a paused or deleted schedule skips; overlap `skip` skips while its previous run has not ended;
 * no token to run with is missed; otherwise the fire is marked as being called, then the run is called
 * and its outcome recorded. A missed, failed or unknown fire is announced to the owner and the webhook.
 */
import type { FireReason } from '../../src/api/workspace/schedules';
import type { Logger } from '../logger';
import type { ClaimedFire, FireOutcome, ScheduleFiresRepository } from '../storage/schedule-fires-repository';

/** What the scheduler needs of a schedule when one of its fires is due. */
export interface FiringSchedule {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  readonly paused: boolean;
  readonly deleted: boolean;
  readonly overlap: 'skip' | 'allow';
  readonly catchUpMinutes: number;
}

/** A token to run with, and what to do when the service refuses it (sign in again, end the session). */
export interface RunCredential {
  readonly token: string;
  readonly refused: () => Promise<void>;
}

/** The run call's outcome; `detail` is the error code of our words for the service's answer. */
export type RunAnswer =
  | { readonly kind: 'started'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'refused' | 'unreachable'; readonly detail: string };

export interface SchedulerDeps {
  readonly instance: string;
  readonly now: () => number;
  readonly fires: Pick<
    ScheduleFiresRepository,
    'claimDue' | 'takeOverExpired' | 'startCalling' | 'finish' | 'claimNow'
  >;
  readonly schedules: {
    load(id: string): Promise<FiringSchedule | undefined>;
    /** The next instant after `dueAt` by the schedule's calendar, or null. */
    nextAfter(id: string, dueAt: number): Promise<number | null>;
    /** Whether a run this schedule started has not ended. */
    hasUnendedRun(id: string): Promise<boolean>;
  };
  /** Who to run as: the runner account, else the owner's live session, else undefined. */
  readonly credentialFor: (schedule: FiringSchedule) => Promise<RunCredential | undefined>;
  /** Calls the service's run and records the run in the journal as this schedule's, started by `by`. */
  readonly run: (schedule: FiringSchedule, credential: RunCredential, by: string) => Promise<RunAnswer>;
  readonly logger: Logger;
  /** How long a claim holds before another instance may take it over (default 60 s). */
  readonly leaseMs?: number;
  /** Schedules claimed at once (default 100); a tick claims batches until nothing more is due. */
  readonly batch?: number;
  /** How often the loop looks for due fires (default 500 ms: a fire is called within about that). */
  readonly intervalMs?: number;
}

/** "Run now": what became of the fire. */
export type RunNowOutcome =
  | { readonly kind: 'started'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'failed'; readonly detail: string }
  | { readonly kind: 'not-found' };

export function createScheduler(deps: SchedulerDeps) {
  const leaseMs = deps.leaseMs ?? 60_000;
  const batch = deps.batch ?? 100;

  /**
   * Records a fire's outcome. A missed or failed one is announced (the owner's notices and the webhook),
   * except a fire caught up by a later one (which did run, in a way) and the older fires of an outage
   * (`quiet`: one notice for the outage, on its newest fire, not one per minute it lasted).
   */
  async function finish(fire: ClaimedFire, outcome: FireOutcome, quiet = false): Promise<void> {
    const wentWrong = outcome.state === 'missed' || outcome.state === 'failed';
    const announce = wentWrong && outcome.reason !== 'caught-up' && !quiet;
    await deps.fires.finish(fire.fireId, deps.instance, deps.now(), { ...outcome, announce });
  }

  /** Makes the one fire of a schedule that may run now. */
  async function make(fire: ClaimedFire, schedule: FiringSchedule): Promise<void> {
    if (schedule.deleted) return finish(fire, { state: 'skipped', reason: 'deleted' });
    if (schedule.paused) return finish(fire, { state: 'skipped', reason: 'paused' });
    if (schedule.overlap === 'skip' && (await deps.schedules.hasUnendedRun(schedule.id))) {
      return finish(fire, { state: 'skipped', reason: 'overlap' });
    }
    const credential = await deps.credentialFor(schedule);
    if (credential === undefined) return finish(fire, { state: 'missed', reason: 'no-one-signed-in' });
    // Lost the lease meanwhile: another instance has the fire.
    if (!(await deps.fires.startCalling(fire.fireId, deps.instance, deps.now(), leaseMs))) return;
    const answer = await deps.run(schedule, credential, schedule.owner);
    if (answer.kind === 'started') {
      const execution = { computerId: answer.computerId, executionId: answer.executionId };
      return finish(fire, { state: 'started', execution });
    }
    return finish(fire, { state: 'failed', reason: answer.kind, detail: answer.detail });
  }

  /** Decides the fires of one schedule claimed together, oldest first. */
  async function decide(scheduleId: string, fires: readonly ClaimedFire[]): Promise<void> {
    const schedule = await deps.schedules.load(scheduleId);
    const now = deps.now();
    const windowMs = (schedule?.catchUpMinutes ?? 0) * 60_000;
    const inWindow = fires.filter((fire) => now - fire.dueAt <= windowMs);
    const latest = inWindow.at(-1);
    const lastMissed = fires.filter((fire) => !inWindow.includes(fire)).at(-1);
    for (const fire of fires) {
      if (fire === latest) continue;
      const reason: FireReason = inWindow.includes(fire) ? 'caught-up' : 'server-down';
      // An outage's fires are announced once, on the newest one missed.
      await finish(fire, { state: 'missed', reason }, fire !== lastMissed);
    }
    if (latest === undefined) return;
    if (schedule === undefined) return finish(latest, { state: 'skipped', reason: 'deleted' });
    await make(latest, schedule);
  }

  /** Decides each schedule's claimed fires; schedules are independent (one slow call holds no other). */
  function decideAll(claimed: readonly ClaimedFire[]): Promise<unknown> {
    // Node 20 has no Map.groupBy.
    const bySchedule = new Map<string, ClaimedFire[]>();
    for (const fire of claimed)
      bySchedule.set(fire.scheduleId, [...(bySchedule.get(fire.scheduleId) ?? []), fire]);
    return Promise.all(
      [...bySchedule].map(([id, fires]) =>
        decide(
          id,
          fires.toSorted((a, b) => a.dueAt - b.dueAt),
        ).catch((error: unknown) => {
          deps.logger.warn(`schedules: ${id}: ${error instanceof Error ? error.message : String(error)}`);
        }),
      ),
    );
  }

  /**
   * Claims what is due now, batch after batch, and decides each batch as soon as it is claimed (the
   * run calls of the first batch do not wait for the last one's claim); resolves once every claimed
   * fire has its outcome.
   */
  async function tick(): Promise<void> {
    const deciding = [decideAll(await deps.fires.takeOverExpired(deps.instance, deps.now(), leaseMs))];
    for (;;) {
      const claimed = await deps.fires.claimDue(deps.instance, deps.now(), leaseMs, batch, (schedule) =>
        deps.schedules.nextAfter(schedule.id, schedule.dueAt),
      );
      deciding.push(decideAll(claimed));
      if (new Set(claimed.map((fire) => fire.scheduleId)).size < batch) break;
    }
    await Promise.all(deciding);
  }

  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  function loop(): void {
    if (stopped.signal.aborted) return;
    running = tick()
      .catch((error: unknown) => {
        // The database is down, for instance: the next tick tries again, and catches up what is due.
        deps.logger.warn(`schedules: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        if (!stopped.signal.aborted) timer = setTimeout(loop, deps.intervalMs ?? 500);
      });
  }

  return {
    tick,
    /** Ticks on its own until `stop`. */
    start: loop,
    /** Stops ticking and waits for the fires under way (a run call is never cut off half-way). */
    async stop(): Promise<void> {
      stopped.abort();
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },

    /**
     * "Run now": a fire of its own, due now and outside the calendar, paused or not, run as `by` with
     * their credential; recorded in the schedule's history like any other.
     */
    async runNow(scheduleId: string, credential: RunCredential, by: string): Promise<RunNowOutcome> {
      const schedule = await deps.schedules.load(scheduleId);
      if (schedule === undefined || schedule.deleted) return { kind: 'not-found' };
      const fire = await deps.fires.claimNow(scheduleId, deps.instance, deps.now(), leaseMs);
      if (!(await deps.fires.startCalling(fire.fireId, deps.instance, deps.now(), leaseMs))) {
        return { kind: 'failed', detail: 'conflict' };
      }
      const answer = await deps.run(schedule, credential, by);
      if (answer.kind === 'started') {
        const execution = { computerId: answer.computerId, executionId: answer.executionId };
        await finish(fire, { state: 'started', execution });
        return answer;
      }
      // The operator sees this refusal at once: no notice or webhook post for it.
      await finish(fire, { state: 'failed', reason: answer.kind, detail: answer.detail }, true);
      return { kind: 'failed', detail: answer.detail };
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
