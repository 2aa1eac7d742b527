/**
 * What each claimed fire becomes (docs/schedules.md): one tick claims what is due (and what a stopped
 * instance left), then decides each fire. A fire older than the schedule's catch-up window is missed,
 * never run late; of a schedule's fires inside the window only the latest runs (the others were caught up
 * by it); a paused or deleted schedule skips; overlap `skip` skips while its previous run has not ended;
 * no token to run with is missed; otherwise the fire is marked as being called, then the run is called
 * and its outcome recorded. A missed, failed or unknown fire is announced to the owner and the webhook.
 */
import type { ClaimedFire, FireOutcome, ScheduleFiresRepository } from '../storage/schedule-fires-repository';

/** Why a fire did not run, as stored (the browser words each code). */
export type FireReason =
  | 'server-down'
  | 'caught-up'
  | 'paused'
  | 'deleted'
  | 'overlap'
  | 'no-one-signed-in'
  | 'refused'
  | 'unreachable';

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

export type RunAnswer =
  | { readonly kind: 'started'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'refused' | 'unreachable'; readonly detail: string };

export interface SchedulerEvent {
  readonly kind: 'missed' | 'failed' | 'unknown';
  readonly scheduleId: string;
  readonly owner: string;
  readonly dueAt: number;
  readonly reason: FireReason | undefined;
}

export interface SchedulerDeps {
  readonly instance: string;
  readonly now: () => number;
  readonly fires: Pick<ScheduleFiresRepository, 'claimDue' | 'takeOverExpired' | 'startCalling' | 'finish'>;
  readonly schedules: {
    load(id: string): Promise<FiringSchedule | undefined>;
    /** The next instant after `dueAt` by the schedule's calendar, or null. */
    nextAfter(id: string, dueAt: number): Promise<number | null>;
    /** Whether a run this schedule started has not ended. */
    hasUnendedRun(id: string): Promise<boolean>;
  };
  /** The token to run with: the runner account's, else the owner's live session's, else undefined. */
  readonly tokenFor: (schedule: FiringSchedule) => Promise<string | undefined>;
  /** Calls the service's run and records the run in the journal as this schedule's. */
  readonly run: (schedule: FiringSchedule, token: string, dueAt: number) => Promise<RunAnswer>;
  readonly announce: (event: SchedulerEvent) => void;
  /** How long a claim holds before another instance may take it over (default 60 s). */
  readonly leaseMs?: number;
  /** Schedules claimed per tick (default 100). */
  readonly batch?: number;
}

export function createScheduler(deps: SchedulerDeps) {
  const leaseMs = deps.leaseMs ?? 60_000;
  const batch = deps.batch ?? 100;

  async function finish(fire: ClaimedFire, schedule: FiringSchedule | undefined, outcome: FireOutcome) {
    const recorded = await deps.fires.finish(fire.fireId, deps.instance, deps.now(), outcome);
    if (!recorded || schedule === undefined) return;
    if (outcome.state === 'missed' || outcome.state === 'failed' || outcome.state === 'unknown') {
      const reason = outcome.reason as FireReason | undefined;
      // A fire caught up by a later one did run, in a way: not news.
      if (reason === 'caught-up') return;
      deps.announce({
        kind: outcome.state,
        scheduleId: schedule.id,
        owner: schedule.owner,
        dueAt: fire.dueAt,
        reason,
      });
    }
  }

  /** Makes the one fire of a schedule that may run now. */
  async function make(fire: ClaimedFire, schedule: FiringSchedule): Promise<void> {
    if (schedule.deleted) return finish(fire, schedule, { state: 'skipped', reason: 'deleted' });
    if (schedule.paused) return finish(fire, schedule, { state: 'skipped', reason: 'paused' });
    if (schedule.overlap === 'skip' && (await deps.schedules.hasUnendedRun(schedule.id))) {
      return finish(fire, schedule, { state: 'skipped', reason: 'overlap' });
    }
    const token = await deps.tokenFor(schedule);
    if (token === undefined) return finish(fire, schedule, { state: 'missed', reason: 'no-one-signed-in' });
    // Lost the lease meanwhile: another instance has the fire.
    if (!(await deps.fires.startCalling(fire.fireId, deps.instance, deps.now(), leaseMs))) return;
    const answer = await deps.run(schedule, token, fire.dueAt);
    if (answer.kind === 'started') {
      const execution = { computerId: answer.computerId, executionId: answer.executionId };
      return finish(fire, schedule, { state: 'started', execution });
    }
    return finish(fire, schedule, { state: 'failed', reason: answer.kind });
  }

  /** Decides the fires of one schedule claimed together, oldest first. */
  async function decide(scheduleId: string, fires: readonly ClaimedFire[]): Promise<void> {
    const schedule = await deps.schedules.load(scheduleId);
    const now = deps.now();
    const windowMs = (schedule?.catchUpMinutes ?? 0) * 60_000;
    const inWindow = fires.filter((fire) => now - fire.dueAt <= windowMs);
    const latest = inWindow.at(-1);
    for (const fire of fires) {
      if (fire === latest) continue;
      const reason: FireReason = inWindow.includes(fire) ? 'caught-up' : 'server-down';
      await finish(fire, schedule, { state: 'missed', reason });
    }
    if (latest === undefined) return;
    if (schedule === undefined) return finish(latest, schedule, { state: 'skipped', reason: 'deleted' });
    await make(latest, schedule);
  }

  return {
    /** Claims what is due now and decides it; resolves once every claimed fire has its outcome. */
    async tick(): Promise<void> {
      const now = deps.now();
      const claimed = [
        ...(await deps.fires.takeOverExpired(deps.instance, now, leaseMs)),
        ...(await deps.fires.claimDue(deps.instance, now, leaseMs, batch, (schedule) =>
          deps.schedules.nextAfter(schedule.id, schedule.dueAt),
        )),
      ];
      // Node 20 has no Map.groupBy.
      const bySchedule = new Map<string, ClaimedFire[]>();
      for (const fire of claimed)
        bySchedule.set(fire.scheduleId, [...(bySchedule.get(fire.scheduleId) ?? []), fire]);
      // Schedules are independent: one slow run call does not hold the others back.
      await Promise.all(
        [...bySchedule].map(([id, fires]) =>
          decide(
            id,
            fires.toSorted((a, b) => a.dueAt - b.dueAt),
          ),
        ),
      );
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
