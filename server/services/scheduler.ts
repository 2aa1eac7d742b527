/**
 * What each claimed fire becomes (docs/schedules.md). A tick claims what is due now (and what a stopped
 * instance left) batch by batch, each batch decided with its reads done together and its calls sent
 * before the next batch is claimed: a fire first claimed later than its schedule's catch-up window
 * (beyond the loop's normal delay) is missed, never run late; of a schedule's fires inside the window only
 * the latest runs (the others were caught up by it); a paused or deleted schedule skips; overlap `skip`
 * skips while its previous run has not ended; no one to run as is missed; one whose secret values cannot
 * be opened fails, never runs without them. A batch's fires that run are marked as being called in one
 * statement, just before their calls are sent together (a fire whose instance dies after that is never
 * called again); the answers are recorded once every call is out. A missed or failed fire is announced
 * (the owner's notices and the webhook).
 *
 * Between ticks the loop sleeps until the next instant there is something to do (the earliest due
 * schedule or running-out claim), at most `idleMs`, and wakes at once when told something is sooner.
 * Settled fires past their retention are forgotten after a tick, an hour apart.
 *
 * Speed comes from the batches and the pipeline: the database is asked a few questions per batch, not
 * per fire, and a batch's calls are on their way while the next one is claimed (npm run bench:schedules).
 */
import type { RunVariable } from '../../src/api/schemas';
import type { FireReason } from '../../src/api/workspace/schedules';
import type { Logger } from '../logger';
import type {
  Calendars,
  ClaimedFire,
  FireOutcome,
  ScheduleFiresRepository,
} from '../storage/schedule-fires-repository';

/** What a fire of a schedule runs: where, which robot, and every value to send (secret ones opened). */
export interface RunTarget {
  readonly runtimeId: string;
  readonly robotId: string;
  readonly apiVersion: 'v1' | 'v2';
  readonly variables: readonly { name: string; value: string; secret: boolean }[];
}

/** What the scheduler needs of a schedule when one of its fires is due. */
export interface FiringSchedule {
  readonly id: string;
  readonly name: string;
  readonly owner: string;
  readonly paused: boolean;
  readonly deleted: boolean;
  /** Its secret values cannot be opened (sealed under a SESSION_SECRET this server has not got). */
  readonly secretsUnreadable: boolean;
  readonly overlap: 'skip' | 'allow';
  readonly catchUpMinutes: number;
  readonly target: RunTarget;
}

/** A token to run with, and what to do when the service refuses it (sign in again, end the session). */
export interface RunCredential {
  readonly token: string;
  readonly refused: () => Promise<void>;
}

/**
 * The run call's outcome; `detail` is the error code of our words for the service's answer. `no-answer`:
 * the call went out and no answer came in time, so whether the run started is unknown.
 */
export type RunAnswer =
  | { readonly kind: 'started'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'refused' | 'unreachable' | 'no-answer'; readonly detail: string };

/** A run a call started, as the journal and the activity log record it. */
export interface StartedRun {
  readonly schedule: FiringSchedule;
  /** The values sent, typed (the secret ones are masked when recorded). */
  readonly variables: readonly RunVariable[];
  readonly startedBy: string;
  readonly executionId: string;
}

/** A run call ready to send: everything it needs was read before. */
export interface PreparedRun {
  /** Sends the call; a run it started comes back with it, for `recordStarted` (a batch at once). */
  send(): Promise<{ readonly answer: RunAnswer; readonly started?: StartedRun }>;
}

/** Who runs a batch's fires: the runner account or each owner (undefined), or the operator of "Run now". */
export interface RunAs {
  readonly username: string;
  readonly credential: RunCredential;
}

export interface SchedulerDeps {
  readonly instance: string;
  readonly now: () => number;
  readonly fires: Pick<
    ScheduleFiresRepository,
    | 'claimDue'
    | 'takeOverExpired'
    | 'startCalling'
    | 'finishAll'
    | 'claimNow'
    | 'forgetUncalled'
    | 'nextWake'
    | 'purgeSettled'
  >;
  readonly schedules: {
    /** These schedules as a fire needs them, read together (absent: never existed). */
    load(ids: readonly string[]): Promise<ReadonlyMap<string, FiringSchedule>>;
    /** Their calendars, read together: whether each skips a due instant, and the instant after it. */
    calendars: Calendars;
    /** Which of them have a run that has not ended. */
    unended(ids: readonly string[]): Promise<ReadonlySet<string>>;
  };
  /**
   * Prepares the run calls of these schedules, read together: who each runs as (`as`, else the runner
   * account, else its owner's live session) and what it sends. Absent from the answer: nobody to run as.
   */
  readonly prepare: (
    schedules: readonly FiringSchedule[],
    as?: RunAs,
  ) => Promise<ReadonlyMap<string, PreparedRun>>;
  /** Records runs the calls started (the journal, the activity log), a batch at once. */
  readonly recordStarted: (runs: readonly StartedRun[]) => Promise<void>;
  readonly logger: Logger;
  /** How long a claim holds before another instance may take it over (default 60 s). */
  readonly leaseMs?: number;
  /**
   * The longest a run call may take (the upstream timeout, default 30 s): a fire being called holds its
   * claim this much longer, so another instance never takes a slow call for an interrupted one.
   */
  readonly callTimeoutMs?: number;
  /** Schedules claimed and decided together (default 100). */
  readonly batch?: number;
  /**
   * The longest the loop sleeps (default 5 s). A schedule due sooner wakes it (`wake`, on the database's
   * notification, live-services.ts); this bounds the wait for one whose notification was lost.
   */
  readonly idleMs?: number;
  /**
   * How long a settled fire is kept (SCHEDULE_FIRE_RETENTION_DAYS): the older ones are purged after a
   * tick, an hour apart. Unset: every fire is kept.
   */
  readonly fireRetentionMs?: number;
}

/** "Run now": what became of the fire. */
export type RunNowOutcome =
  | { readonly kind: 'started'; readonly computerId: string; readonly executionId: string }
  | { readonly kind: 'failed'; readonly detail: string }
  /** Its fire was not called here: another instance holds it (this very instant, a due fire). */
  | { readonly kind: 'busy' }
  /** Not called: its secret values cannot be opened (the fire is recorded failed). */
  | { readonly kind: 'secret-unreadable' }
  | { readonly kind: 'not-found' };

/** A fire decided to run, with its call ready. */
interface ReadyFire {
  readonly fire: ClaimedFire;
  readonly run: PreparedRun;
}

/** A fire whose call was sent, with its answer and the run it started. */
interface SentFire {
  readonly fire: ClaimedFire;
  readonly answer: RunAnswer;
  readonly started?: StartedRun;
}

/** What a run call's answer makes of its fire. */
function outcomeOf(answer: RunAnswer): FireOutcome {
  switch (answer.kind) {
    case 'started':
      return {
        state: 'started',
        execution: { computerId: answer.computerId, executionId: answer.executionId },
      };
    case 'no-answer':
      return { state: 'unknown', reason: 'no-answer', detail: answer.detail };
    case 'refused':
    case 'unreachable':
      return { state: 'failed', reason: answer.kind, detail: answer.detail };
  }
}

/** How often the fires past their retention are purged, and how many one statement deletes at most. */
const purgeEveryMs = 3_600_000;
const purgeBatch = 1_000;

export function createScheduler(deps: SchedulerDeps) {
  const leaseMs = deps.leaseMs ?? 60_000;
  const callingLeaseMs = leaseMs + (deps.callTimeoutMs ?? 30_000);
  const batch = deps.batch ?? 100;
  const idleMs = deps.idleMs ?? 5_000;
  /**
   * How late a claim may come and still be on time: the loop wakes at the due instant, or at worst (a
   * lost notification) after its longest sleep.
   */
  const onTimeMs = idleMs;

  /**
   * Records a fire's outcome. A missed, failed or unknown one is announced (the owner's notices and the
   * webhook), except a fire caught up by a later one (which did run, in a way) and the older fires of an
   * outage (`quiet`: one notice for the outage, on its newest fire, not one per minute it lasted).
   */
  async function finish(fire: ClaimedFire, outcome: FireOutcome, quiet = false): Promise<void> {
    await finishAll([{ fire, outcome }], quiet);
  }

  /** Records outcomes together (a batch of answers), in one transaction. */
  async function finishAll(
    finished: readonly { readonly fire: ClaimedFire; readonly outcome: FireOutcome }[],
    quiet = false,
  ): Promise<void> {
    await deps.fires.finishAll(
      deps.instance,
      deps.now(),
      finished.map(({ fire, outcome }) => {
        const wentWrong =
          outcome.state === 'missed' || outcome.state === 'failed' || outcome.state === 'unknown';
        const announce = wentWrong && outcome.reason !== 'caught-up' && !quiet;
        return { fireId: fire.fireId, outcome: { ...outcome, announce } };
      }),
    );
  }

  /**
   * Decides one batch of claimed fires (a few schedules' worth, read together) and answers those to run,
   * each with its call prepared. The others are recorded here.
   */
  async function decide(claimed: readonly ClaimedFire[], as?: RunAs): Promise<ReadyFire[]> {
    const bySchedule = new Map<string, ClaimedFire[]>();
    for (const fire of claimed)
      bySchedule.set(fire.scheduleId, [...(bySchedule.get(fire.scheduleId) ?? []), fire]);
    const schedules = await deps.schedules.load([...bySchedule.keys()]);
    const candidates: { fire: ClaimedFire; schedule: FiringSchedule }[] = [];
    for (const [id, unsorted] of bySchedule) {
      const fires = unsorted.toSorted((a, b) => a.dueAt - b.dueAt);
      const schedule = schedules.get(id);
      // "Run now" is run whenever asked; a due fire if it was claimed within the catch-up window, beyond
      // the loop's normal delay. Counted to its first claim, not to now: neither the database's answer
      // nor a takeover after the lease of a stopped instance makes a fire claimed on time late (a window
      // of 0 means "only on time", not "never").
      const windowMs =
        as === undefined ? (schedule?.catchUpMinutes ?? 0) * 60_000 + onTimeMs : Number.POSITIVE_INFINITY;
      const inWindow = fires.filter((fire) => fire.claimedAt - fire.dueAt <= windowMs);
      const latest = inWindow.at(-1);
      const lastMissed = fires.filter((fire) => !inWindow.includes(fire)).at(-1);
      for (const fire of fires) {
        if (fire === latest) continue;
        const reason: FireReason = inWindow.includes(fire) ? 'caught-up' : 'server-down';
        // An outage's fires are announced once, on the newest one missed.
        await finish(fire, { state: 'missed', reason }, fire !== lastMissed);
      }
      if (latest === undefined) continue;
      if (schedule === undefined || schedule.deleted) {
        await finish(latest, { state: 'skipped', reason: 'deleted' });
      } else if (schedule.paused && as === undefined) {
        await finish(latest, { state: 'skipped', reason: 'paused' });
      } else if (schedule.secretsUnreadable) {
        // Never run without its secret values: the robot would start with a variable missing (issue 35).
        // "Run now" answers its operator at once, so it is not announced.
        await finish(latest, { state: 'failed', reason: 'secret-unreadable' }, as !== undefined);
      } else {
        candidates.push({ fire: latest, schedule });
      }
    }
    const overlapping =
      as === undefined
        ? await deps.schedules.unended(
            candidates.filter((c) => c.schedule.overlap === 'skip').map((c) => c.schedule.id),
          )
        : new Set<string>();
    const running = candidates.filter((c) => !overlapping.has(c.schedule.id));
    for (const { fire } of candidates.filter((c) => overlapping.has(c.schedule.id))) {
      await finish(fire, { state: 'skipped', reason: 'overlap' });
    }
    const prepared = await deps.prepare(
      running.map((c) => c.schedule),
      as,
    );
    const ready: ReadyFire[] = [];
    for (const { fire, schedule } of running) {
      const run = prepared.get(schedule.id);
      if (run === undefined) await finish(fire, { state: 'missed', reason: 'no-one-signed-in' });
      else ready.push({ fire, run });
    }
    return ready;
  }

  /**
   * Marks a batch's ready fires as being called, just before sending their calls together, and answers
   * once every answer is in; nothing is recorded yet. A batch at a time: an instance killed here leaves
   * at most one batch of fires `unknown`, most of whose calls went out.
   */
  async function send(ready: readonly ReadyFire[]): Promise<SentFire[]> {
    const calling = await deps.fires.startCalling(
      ready.map(({ fire }) => fire.fireId),
      deps.instance,
      deps.now(),
      callingLeaseMs,
    );
    // A fire not marked lost its lease meanwhile: another instance has it.
    const sending = ready.filter(({ fire }) => calling.has(fire.fireId));
    return Promise.all(sending.map(async ({ fire, run }) => ({ fire, ...(await run.send()) })));
  }

  /**
   * Records what the answers made of their fires (the started runs in the journal first), a batch in a
   * few statements, as soon as the batch's answers are in: recorded only after the whole tick, a slow
   * upstream kept the first batches' outcomes waiting past their claims, and another instance recorded
   * runs that had started as `unknown` (issue 35). Announced unless `quiet` ("Run now" answers its
   * operator at once).
   */
  async function record(sent: readonly SentFire[], quiet = false): Promise<void> {
    for (let start = 0; start < sent.length; start += batch) {
      const answered = sent.slice(start, start + batch);
      try {
        await deps.recordStarted(answered.flatMap(({ started }) => (started === undefined ? [] : [started])));
      } finally {
        await finishAll(
          answered.map(({ fire, answer }) => ({ fire, outcome: outcomeOf(answer) })),
          quiet,
        );
      }
    }
  }

  const warn = (error: unknown) =>
    deps.logger.warn(`schedules: ${error instanceof Error ? error.message : String(error)}`);

  let purgeAt = Number.NEGATIVE_INFINITY;
  /**
   * Forgets the settled fires past their retention, an hour apart; a batch a tick while more are left
   * (the first purge of a long history), so that no tick's fires wait behind one long delete.
   */
  async function purge(): Promise<void> {
    const now = deps.now();
    if (deps.fireRetentionMs === undefined || now < purgeAt) return;
    purgeAt = now + purgeEveryMs;
    try {
      const purged = await deps.fires.purgeSettled(now - deps.fireRetentionMs, purgeBatch);
      if (purged === purgeBatch) purgeAt = now;
    } catch (error) {
      warn(error);
    }
  }

  /**
   * Claims what is due now batch after batch until nothing more is, and decides each batch as it is
   * claimed; a batch's calls go out as soon as the previous batch's are answered, while the next batches
   * are claimed and decided. One batch in flight at a time keeps "marked as being called" meaning "on
   * the wire": a batch never waits behind another for a free connection of the upstream pool, where a
   * killed instance would leave `unknown` fires whose call never left. Each batch's answers are recorded
   * as they arrive, beside the next batch's calls; resolves once every claimed fire has its outcome.
   */
  async function tick(): Promise<void> {
    const recording: Promise<void>[] = [];
    let inFlight: Promise<unknown> = Promise.resolve();
    const handle = async (claimed: readonly ClaimedFire[]) => {
      if (claimed.length === 0) return;
      try {
        const ready = await decide(claimed);
        const sent = inFlight.then(() =>
          send(ready).catch((error: unknown) => {
            // Not marked as being called: the claims run out and a later tick takes the fires over.
            warn(error);
            return [];
          }),
        );
        inFlight = sent;
        recording.push(sent.then((answers) => record(answers)).catch(warn));
      } catch (error) {
        warn(error);
      }
    };
    await handle(await deps.fires.takeOverExpired(deps.instance, deps.now(), leaseMs));
    for (;;) {
      const claimed = await deps.fires.claimDue(
        deps.instance,
        deps.now(),
        leaseMs,
        batch,
        deps.schedules.calendars,
      );
      await handle(claimed);
      if (new Set(claimed.map((fire) => fire.scheduleId)).size < batch) break;
    }
    await Promise.all(recording);
    await purge();
  }

  /** The pause after a tick that left something due (another instance holds it): no busy loop. */
  const dueAgainMs = 100;
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  // Woken during a tick: tick again right after it (what was saved may have been read before).
  let wokenDuringTick = false;

  /** How long to sleep after a tick: until the next thing to do, within bounds. */
  async function sleepMs(): Promise<number> {
    if (wokenDuringTick) return 0;
    const wakeAt = await deps.fires.nextWake();
    if (wakeAt === null) return idleMs;
    return Math.min(idleMs, Math.max(dueAgainMs, wakeAt - deps.now()));
  }

  function loop(): void {
    if (stopped.signal.aborted) return;
    timer = undefined;
    wokenDuringTick = false;
    running = tick()
      .then(sleepMs)
      .catch((error: unknown) => {
        // The database is down, for instance: a later tick tries again, and catches up what is due.
        warn(error);
        return idleMs / 10;
      })
      .then((ms) => {
        running = undefined;
        if (!stopped.signal.aborted) timer = setTimeout(loop, wokenDuringTick ? 0 : ms);
      });
  }

  return {
    tick,
    /** Ticks on its own until `stop`. */
    start(): void {
      started = true;
      loop();
    },
    /** Something may be due sooner than the loop sleeps for (the database said so): tick now. */
    wake(): void {
      if (!started || stopped.signal.aborted) return;
      if (running !== undefined) {
        wokenDuringTick = true;
        return;
      }
      if (timer !== undefined) clearTimeout(timer);
      loop();
    },
    /** Stops ticking and waits for the fires under way (a run call is never cut off half-way). */
    async stop(): Promise<void> {
      stopped.abort();
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },

    /**
     * "Run now": a fire of its own, due now and outside the calendar, paused or not, run as the operator
     * who asked (with their credential); recorded in the schedule's history like any other. Its refusal is
     * answered at once, so it is not announced.
     */
    async runNow(scheduleId: string, as: RunAs): Promise<RunNowOutcome> {
      const schedule = (await deps.schedules.load([scheduleId])).get(scheduleId);
      if (schedule === undefined || schedule.deleted) return { kind: 'not-found' };
      const fire = await deps.fires.claimNow(scheduleId, deps.instance, deps.now(), leaseMs);
      let sent: SentFire[];
      try {
        const ready = await decide([fire], as);
        // Decided not to run "now" whatever the calendar: its secrets cannot be opened, or it was deleted.
        if (ready.length === 0)
          return schedule.secretsUnreadable ? { kind: 'secret-unreadable' } : { kind: 'not-found' };
        sent = await send(ready);
      } catch (error) {
        // The operator is told the request failed: the fire goes with it rather than waiting for the loop
        // to take it over after the lease and run it late, as the runner account or the owner.
        await deps.fires.forgetUncalled(fire.fireId, deps.instance);
        throw error;
      }
      await record(sent, true);
      const answer = sent[0]?.answer;
      if (answer === undefined) return { kind: 'busy' };
      return answer.kind === 'started' ? answer : { kind: 'failed', detail: answer.detail };
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
