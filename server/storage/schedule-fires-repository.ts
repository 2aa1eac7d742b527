/**
 * Which fires are due and who makes each (docs/schedules.md): an instance claims the schedules due now in
 * one transaction, writing one fire per due instant (unique by schedule and instant, so a fire exists once
 * however many instances race) and moving each schedule on to its next instant. A claim is a lease: when
 * the instance that holds it dies, another takes the fire over, and runs it only if the run was never
 * called (a fire that was being called when its instance died is recorded `unknown`, never called twice).
 */
import { runCallRepeatable } from '../../src/api/spec-gaps';
import type { FireReason } from '../../src/api/workspace/schedules';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database';
import type { FireState } from './schema';

/** Fires written for one schedule in one claim: an outage longer than this is caught up over several. */
const maxFiresPerClaim = 500;

/** Fires written by one statement (eight parameters each, of the 65,535 a statement may carry). */
const fireRowsPerInsert = 5_000;

export interface ClaimedFire {
  readonly fireId: number;
  readonly scheduleId: string;
  readonly dueAt: number;
  /**
   * When it was first claimed (its row's `recorded_at` while claimed: a takeover keeps it). How late a
   * fire is counts to here: a fire claimed on time by an instance that then stopped is not late because
   * its lease had to run out before another instance could take it over.
   */
  readonly claimedAt: number;
}

/** What the calendar says of a due instant: skipped (why, in a word) or not, and the instant after it. */
export interface DueInstant {
  readonly skipped: 'weekend' | 'holiday' | 'team' | null;
  readonly next: number | null;
}

/** Each schedule's calendar as of now, read together: what it says of any due instant. */
export type Calendars = (
  ids: readonly string[],
) => Promise<ReadonlyMap<string, (dueAt: number) => DueInstant>>;

/** A fire's outcome, once known. */
export interface FireOutcome {
  readonly state: Exclude<FireState, 'claimed' | 'calling'>;
  readonly reason?: FireReason;
  /** For a fire that failed to start: the error code of our words for the service's answer. */
  readonly detail?: string;
  readonly execution?: { readonly computerId: string; readonly executionId: string };
  /** Posted to the webhook (the outbox row is written with the outcome, so it is posted once). */
  readonly announce?: boolean;
}

/** A fire as the webhook's document tells it. */
export interface DescribedFire {
  readonly fireId: number;
  readonly scheduleId: string;
  readonly scheduleName: string;
  readonly owner: string;
  readonly dueAt: number;
  readonly state: FireState;
  readonly reason: string | null;
  readonly detail: string | null;
}

/**
 * Whether the fire of `table` tells of its schedule's health (the `schedule-fire` watchdog reads the
 * latest that does, alert-causes.ts): it started a run, failed or is unknown, or it was missed other than
 * by being caught up by a later one (which did run, in a way). A skipped fire (paused, overlap, the
 * calendar) says nothing either way.
 */
export function fireCounts(table: string): RawBuilder<SqlBool> {
  const state = sql.ref(`${table}.state`);
  const caughtUp: FireReason = 'caught-up';
  return sql<SqlBool>`(${state} in ('started', 'failed', 'unknown')
    or (${state} = 'missed' and ${sql.ref(`${table}.reason`)} is distinct from ${caughtUp}))`;
}

/** The fires of `f`'s schedule due after it. */
const laterFires = sql`select from schedule_fires as later
  where later.schedule_id = f.schedule_id and later.due_at > f.due_at`;

export function scheduleFiresRepository(db: Db) {
  /**
   * Records what became of fires `instance` holds, and the webhook posts of those to be announced, in
   * one transaction (a scheduler's batch); answers the ones it still held and recorded.
   */
  async function finishAll(
    instance: string,
    now: number,
    finished: readonly { readonly fireId: number; readonly outcome: FireOutcome }[],
  ): Promise<Set<number>> {
    if (finished.length === 0) return new Set();
    const at = new Date(now);
    return db.transaction().execute(async (tx) => {
      const recorded = new Set<number>();
      for (const { fireId, outcome } of finished) {
        const result = await tx
          .updateTable('schedule_fires')
          .set({
            state: outcome.state,
            reason: outcome.reason ?? null,
            detail: outcome.detail ?? null,
            computer_id: outcome.execution?.computerId ?? null,
            execution_id: outcome.execution?.executionId ?? null,
            claimed_by: null,
            claim_until: null,
            recorded_at: at,
          })
          .where('id', '=', fireId)
          .where('claimed_by', '=', instance)
          .where('state', 'in', ['claimed', 'calling'])
          .executeTakeFirst();
        if (result.numUpdatedRows === 1n) recorded.add(fireId);
      }
      const announced = finished.filter(
        ({ fireId, outcome }) => recorded.has(fireId) && outcome.announce === true,
      );
      if (announced.length > 0) {
        await tx
          .insertInto('webhook_outbox')
          .values(announced.map(({ fireId }) => ({ fire_id: fireId, created_at: at, next_attempt_at: at })))
          .onConflict((oc) => oc.column('fire_id').doNothing())
          .execute();
      }
      return recorded;
    });
  }

  /** Fires with their schedule's name and owner. */
  const described = () =>
    db
      .selectFrom('schedule_fires')
      .innerJoin('schedules', 'schedules.id', 'schedule_fires.schedule_id')
      .select([
        'schedule_fires.id',
        'schedule_fires.schedule_id',
        'schedules.name',
        'schedules.owner',
        'schedule_fires.due_at',
        'schedule_fires.state',
        'schedule_fires.reason',
        'schedule_fires.detail',
      ]);
  const describedFire = (
    row: Awaited<ReturnType<ReturnType<typeof described>['executeTakeFirstOrThrow']>>,
  ) => ({
    fireId: row.id,
    scheduleId: row.schedule_id,
    scheduleName: row.name,
    owner: row.owner,
    dueAt: row.due_at.getTime(),
    state: row.state,
    reason: row.reason,
    detail: row.detail,
  });

  return {
    /**
     * Claims up to `limit` schedules due at `now` that no other instance is claiming: writes the fire of
     * each instant due by now (nothing for one that exists already; several after an outage) and sets the
     * schedule's next instant, from its calendar (null: it fires no more). An instant the calendar skips
     * is written settled, `skipped` (`calendar`, with why in `detail`). The fires to make are answered,
     * oldest first for each schedule, held by `instance` for `leaseMs`. Paused schedules are claimed too:
     * their fires are recorded as skipped.
     *
     * The calendars are read from the database (the schedules' settings, the team's no-run days), so they
     * are read before the claiming transaction, not inside it: on the embedded store a transaction holds the one
     * connection, and a read beside it would wait for the transaction that waits for it. The transaction
     * then takes only the schedules still as they were read (same next instant, same version: nobody
     * claimed or changed them meanwhile; the others are due again at the next tick) and writes every
     * fire in one statement and every next instant in another: four statements hold the locks, whatever
     * the batch, where there were two per fire and two more per schedule.
     */
    async claimDue(
      instance: string,
      now: number,
      leaseMs: number,
      limit: number,
      calendars: Calendars,
    ): Promise<ClaimedFire[]> {
      // Outside a transaction, SKIP LOCKED passes over what another instance is claiming right now (a row
      // passed over by mistake, locked for an instant by another's read, is due again at the next tick).
      const candidates = await db
        .selectFrom('schedules')
        .select(['id', 'next_due_at', 'version'])
        .where('deleted_at', 'is', null)
        .where('next_due_at', '<=', new Date(now))
        .orderBy('next_due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (candidates.length === 0) return [];
      const calendarOf = await calendars(candidates.map((row) => row.id));
      const plans = candidates.map((row) => {
        // Every instant due by now (after an outage, several), at most `maxFiresPerClaim` each time.
        const dueAts: { at: number; skipped: DueInstant['skipped'] }[] = [];
        const calendar = calendarOf.get(row.id);
        let dueAt = row.next_due_at?.getTime() ?? null;
        while (dueAt !== null && dueAt <= now && dueAts.length < maxFiresPerClaim) {
          const said = calendar?.(dueAt) ?? { skipped: null, next: null };
          dueAts.push({ at: dueAt, skipped: said.skipped });
          dueAt = said.next;
        }
        return { id: row.id, read: row.next_due_at?.getTime(), version: row.version, dueAts, next: dueAt };
      });
      return db.transaction().execute(async (tx) => {
        const locked = await tx
          .selectFrom('schedules')
          .select(['id', 'next_due_at', 'version'])
          .where(
            'id',
            'in',
            plans.map((plan) => plan.id),
          )
          .where('deleted_at', 'is', null)
          .forUpdate()
          .skipLocked()
          .execute();
        const unchanged = new Set(
          locked.map((row) => `${row.id} ${row.next_due_at?.getTime()} ${row.version}`),
        );
        const taken = plans.filter((plan) => unchanged.has(`${plan.id} ${plan.read} ${plan.version}`));
        if (taken.length === 0) return [];
        const claimedAt = new Date(now);
        const claimUntil = new Date(now + leaseMs);
        const values = taken.flatMap((plan) =>
          plan.dueAts.map(({ at, skipped }) =>
            skipped === null
              ? {
                  schedule_id: plan.id,
                  due_at: new Date(at),
                  state: 'claimed' as const,
                  reason: null,
                  detail: null,
                  claimed_by: instance,
                  claim_until: claimUntil,
                  recorded_at: claimedAt,
                }
              : {
                  // Nobody makes a fire the calendar skips: it is settled as it is written.
                  schedule_id: plan.id,
                  due_at: new Date(at),
                  state: 'skipped' as const,
                  reason: 'calendar' satisfies FireReason,
                  detail: skipped,
                  claimed_by: null,
                  claim_until: null,
                  recorded_at: claimedAt,
                },
          ),
        );
        const written: {
          id: number;
          schedule_id: string;
          due_at: Date;
          state: FireState;
          recorded_at: Date;
        }[] = [];
        // A statement carries at most 65,535 parameters: eight a fire.
        for (let start = 0; start < values.length; start += fireRowsPerInsert) {
          written.push(
            ...(await tx
              .insertInto('schedule_fires')
              .values(values.slice(start, start + fireRowsPerInsert))
              .onConflict((oc) => oc.columns(['schedule_id', 'due_at']).doNothing())
              .returning(['id', 'schedule_id', 'due_at', 'state', 'recorded_at'])
              .execute()),
          );
        }
        const nextDue = taken.map(
          (plan) => sql`(${plan.id}::uuid, ${plan.next === null ? null : new Date(plan.next)}::timestamptz)`,
        );
        await sql`update schedules set next_due_at = moved.next_due_at
          from (values ${sql.join(nextDue)}) as moved (id, next_due_at)
          where schedules.id = moved.id`.execute(tx);
        const order = new Map(taken.map((plan, index) => [plan.id, index]));
        return written
          .filter((row) => row.state === 'claimed')
          .map((row) => ({
            fireId: row.id,
            scheduleId: row.schedule_id,
            dueAt: row.due_at.getTime(),
            claimedAt: row.recorded_at.getTime(),
          }))
          .sort(
            (a, b) => (order.get(a.scheduleId) ?? 0) - (order.get(b.scheduleId) ?? 0) || a.dueAt - b.dueAt,
          );
      });
    },

    /**
     * The next instant there is something to do: the earliest schedule due, or the earliest claim that
     * runs out (to be taken over if its instance stopped). Null: neither. Both read by their indexes.
     */
    async nextWake(): Promise<number | null> {
      const [due, lease] = await Promise.all([
        db
          .selectFrom('schedules')
          .select((eb) => eb.fn.min('next_due_at').as('at'))
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
        db
          .selectFrom('schedule_fires')
          .select((eb) => eb.fn.min('claim_until').as('at'))
          .where('state', 'in', ['claimed', 'calling'])
          .executeTakeFirst(),
      ]);
      const instants = [due?.at, lease?.at].flatMap((at) => (at == null ? [] : [new Date(at).getTime()]));
      return instants.length === 0 ? null : Math.min(...instants);
    },

    /**
     * Fires whose instance stopped holding them (the lease ran out): a fire never called is claimed by
     * `instance` and answered, to be made; one that was being called is recorded `unknown`.
     */
    async takeOverExpired(instance: string, now: number, leaseMs: number): Promise<ClaimedFire[]> {
      const at = new Date(now);
      // A run call cannot be repeated safely (spec-gaps.ts): a fire left mid-call is not made again.
      const retaken: FireState[] = runCallRepeatable ? ['claimed', 'calling'] : ['claimed'];
      await db.transaction().execute(async (tx) => {
        const unknown = await tx
          .updateTable('schedule_fires')
          .set({
            state: 'unknown',
            reason: 'call-interrupted' satisfies FireReason,
            claimed_by: null,
            claim_until: null,
            recorded_at: at,
          })
          .where('state', '=', 'calling')
          .where('claim_until', '<=', at)
          .returning('id')
          .execute();
        if (unknown.length > 0) {
          await tx
            .insertInto('webhook_outbox')
            .values(unknown.map((row) => ({ fire_id: row.id, created_at: at, next_attempt_at: at })))
            .onConflict((oc) => oc.column('fire_id').doNothing())
            .execute();
        }
      });
      const rows = await db
        .updateTable('schedule_fires')
        .set({ claimed_by: instance, claim_until: new Date(now + leaseMs) })
        .where(
          'id',
          'in',
          db
            .selectFrom('schedule_fires')
            .select('id')
            .where('state', 'in', retaken)
            .where('claim_until', '<=', at)
            .forUpdate()
            .skipLocked(),
        )
        .returning(['id', 'schedule_id', 'due_at', 'recorded_at'])
        .execute();
      return rows.map((row) => ({
        fireId: row.id,
        scheduleId: row.schedule_id,
        dueAt: row.due_at.getTime(),
        claimedAt: row.recorded_at.getTime(),
      }));
    },

    /** A fire due now outside the calendar ("Run now"), claimed by `instance`. */
    async claimNow(scheduleId: string, instance: string, now: number, leaseMs: number): Promise<ClaimedFire> {
      // Two clicks in the same millisecond are one fire: the second is told it is being made.
      const row = await db
        .insertInto('schedule_fires')
        .values({
          schedule_id: scheduleId,
          due_at: new Date(now),
          state: 'claimed',
          claimed_by: instance,
          claim_until: new Date(now + leaseMs),
          recorded_at: new Date(now),
        })
        .onConflict((oc) => oc.columns(['schedule_id', 'due_at']).doUpdateSet({ recorded_at: new Date(now) }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return { fireId: row.id, scheduleId, dueAt: now, claimedAt: now };
    },

    /**
     * Forgets a fire `instance` claimed and never called ("Run now" whose request failed before its call):
     * left claimed, it would be taken over once its lease ran out and run late, as someone else.
     */
    async forgetUncalled(fireId: number, instance: string): Promise<void> {
      await db
        .deleteFrom('schedule_fires')
        .where('id', '=', fireId)
        .where('state', '=', 'claimed')
        .where('claimed_by', '=', instance)
        .execute();
    },

    /**
     * Marks claimed fires as being called, those `instance` still holds (the others lost their lease and
     * must not be called): the set marked. From here on, a fire whose instance dies is never called again,
     * so this is written just before the calls are sent.
     */
    async startCalling(
      fireIds: readonly number[],
      instance: string,
      now: number,
      leaseMs: number,
    ): Promise<Set<number>> {
      if (fireIds.length === 0) return new Set();
      const rows = await db
        .updateTable('schedule_fires')
        .set({ state: 'calling', called_at: new Date(now), claim_until: new Date(now + leaseMs) })
        .where('id', 'in', fireIds)
        .where('state', '=', 'claimed')
        .where('claimed_by', '=', instance)
        .returning('id')
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Records what became of a fire `instance` holds (false: it no longer holds it), and its webhook post
     * when it is to be announced, in one transaction.
     */
    async finish(fireId: number, instance: string, now: number, outcome: FireOutcome): Promise<boolean> {
      return (await finishAll(instance, now, [{ fireId, outcome }])).has(fireId);
    },

    finishAll,

    /**
     * The announced fires of `owner`'s schedules after fire `after` (or since `since`), oldest first, at
     * most `limit`: the owner's notices. The outbox holds exactly the announced ones.
     */
    async announcedTo(
      owner: string,
      from: { readonly after: number } | { readonly since: number },
      limit: number,
    ): Promise<DescribedFire[]> {
      let query = described()
        .innerJoin('webhook_outbox', 'webhook_outbox.fire_id', 'schedule_fires.id')
        .where(sql<string>`lower(schedules.owner)`, '=', owner.toLowerCase())
        .orderBy('schedule_fires.id')
        .limit(limit);
      query =
        'after' in from
          ? query.where('schedule_fires.id', '>', from.after)
          : query.where('webhook_outbox.created_at', '>=', new Date(from.since));
      return (await query.execute()).map(describedFire);
    },

    /** The newest fire's id (0: none), where a first look at the notices starts from. */
    async newestFireId(): Promise<number> {
      const row = await db
        .selectFrom('schedule_fires')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return row?.id ?? 0;
    },

    /**
     * Forgets up to `limit` settled fires due before `before` (SCHEDULE_FIRE_RETENTION_DAYS), oldest
     * first, and answers how many. Kept whatever their age: a fire still claimed or being called; each
     * schedule's latest fire (its list shows it) and its latest that counts (an open alert lasts by it);
     * and a fire the webhook's outbox still holds (the owner's notices and the post read it; the outbox
     * forgets its rows after two days, webhook-deliverer.ts).
     */
    async purgeSettled(before: number, limit: number): Promise<number> {
      const settledAndOld = db
        .selectFrom('schedule_fires as f')
        .select('f.id')
        .where('f.due_at', '<', new Date(before))
        .where('f.state', 'not in', ['claimed', 'calling'])
        .where(sql<SqlBool>`exists (${laterFires})`)
        .where(sql<SqlBool>`(not ${fireCounts('f')} or exists (${laterFires} and ${fireCounts('later')}))`)
        .where(sql<SqlBool>`not exists (select from webhook_outbox where webhook_outbox.fire_id = f.id)`)
        .orderBy('f.due_at')
        .limit(limit)
        // Another instance purging at the same moment takes other rows instead of waiting for these.
        .forUpdate()
        .skipLocked();
      // Chosen once, in a materialized CTE: as a subquery of the DELETE, PostgreSQL may scan it again for
      // each row, and a scan again skips the rows this very statement deleted and picks the next ones
      // (more than `limit` in one batch).
      const result = await db
        .with(
          (cte) => cte('doomed').materialized(),
          () => settledAndOld,
        )
        .deleteFrom('schedule_fires')
        .where('id', 'in', (eb) => eb.selectFrom('doomed').select('doomed.id'))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A fire with its schedule's name and owner, for the webhook's document. */
    async describe(fireId: number): Promise<DescribedFire | undefined> {
      const row = await described().where('schedule_fires.id', '=', fireId).executeTakeFirst();
      return row === undefined ? undefined : describedFire(row);
    },
  };
}

export type ScheduleFiresRepository = ReturnType<typeof scheduleFiresRepository>;
