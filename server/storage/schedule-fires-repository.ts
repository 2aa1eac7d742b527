/**
 * Which fires are due and who makes each (docs/schedules.md): an instance claims the schedules due now in
 * one transaction, writing one fire per due instant (unique by schedule and instant, so a fire exists once
 * however many instances race) and moving each schedule on to its next instant. A claim is a lease: when
 * the instance that holds it dies, another takes the fire over, and runs it only if the run was never
 * called (a fire that was being called when its instance died is recorded `unknown`, never called twice).
 */
import { runCallRepeatable } from '../../src/api/spec-gaps';
import type { FireReason } from '../../src/api/workspace/schedules';
import { sql } from 'kysely';
import type { Db } from './database';
import type { FireState } from './schema';

/** Fires written for one schedule in one claim: an outage longer than this is caught up over several. */
const maxFiresPerClaim = 500;

export interface ClaimedFire {
  readonly fireId: number;
  readonly scheduleId: string;
  readonly dueAt: number;
}

/** What the claimer needs of a due schedule to say when it fires next. */
export interface DueSchedule {
  readonly id: string;
  readonly dueAt: number;
}

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

export function scheduleFiresRepository(db: Db) {
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
     * schedule's next instant, from `nextAfter` (null: it fires no more). The fires this call wrote are answered, held by `instance` for `leaseMs`.
     */
    async claimDue(
      instance: string,
      now: number,
      leaseMs: number,
      limit: number,
      nextAfter: (schedule: DueSchedule) => Promise<number | null>,
    ): Promise<ClaimedFire[]> {
      return db.transaction().execute(async (tx) => {
        const due = await tx
          .selectFrom('schedules')
          .select(['id', 'next_due_at'])
          .where('deleted_at', 'is', null)
          .where('paused', '=', false)
          .where('next_due_at', '<=', new Date(now))
          .orderBy('next_due_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        const claimed: ClaimedFire[] = [];
        for (const row of due) {
          // Every instant due by now (after an outage, several), at most `maxFiresPerClaim` each time.
          let dueAt = row.next_due_at?.getTime() ?? null;
          for (let count = 0; dueAt !== null && dueAt <= now && count < maxFiresPerClaim; count++) {
            const fire = await tx
              .insertInto('schedule_fires')
              .values({
                schedule_id: row.id,
                due_at: new Date(dueAt),
                state: 'claimed',
                claimed_by: instance,
                claim_until: new Date(now + leaseMs),
                recorded_at: new Date(now),
              })
              .onConflict((oc) => oc.columns(['schedule_id', 'due_at']).doNothing())
              .returning('id')
              .executeTakeFirst();
            if (fire !== undefined) claimed.push({ fireId: fire.id, scheduleId: row.id, dueAt });
            dueAt = await nextAfter({ id: row.id, dueAt });
          }
          await tx
            .updateTable('schedules')
            .set({ next_due_at: dueAt === null ? null : new Date(dueAt) })
            .where('id', '=', row.id)
            .execute();
        }
        return claimed;
      });
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
        .returning(['id', 'schedule_id', 'due_at'])
        .execute();
      return rows.map((row) => ({
        fireId: row.id,
        scheduleId: row.schedule_id,
        dueAt: row.due_at.getTime(),
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
      return { fireId: row.id, scheduleId, dueAt: now };
    },

    /**
     * Marks a claimed fire as being called, if `instance` still holds it (false: it lost the lease, and
     * must not call). From here on, a fire whose instance dies is never called again.
     */
    async startCalling(fireId: number, instance: string, now: number, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('schedule_fires')
        .set({ state: 'calling', called_at: new Date(now), claim_until: new Date(now + leaseMs) })
        .where('id', '=', fireId)
        .where('state', '=', 'claimed')
        .where('claimed_by', '=', instance)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * Records what became of a fire `instance` holds (false: it no longer holds it), and its webhook post
     * when it is to be announced, in one transaction.
     */
    async finish(fireId: number, instance: string, now: number, outcome: FireOutcome): Promise<boolean> {
      const at = new Date(now);
      return db.transaction().execute(async (tx) => {
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
        const recorded = result.numUpdatedRows === 1n;
        if (recorded && outcome.announce === true) {
          await tx
            .insertInto('webhook_outbox')
            .values({ fire_id: fireId, created_at: at, next_attempt_at: at })
            .onConflict((oc) => oc.column('fire_id').doNothing())
            .execute();
        }
        return recorded;
      });
    },

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

    /** A fire with its schedule's name and owner, for the webhook's document. */
    async describe(fireId: number): Promise<DescribedFire | undefined> {
      const row = await described().where('schedule_fires.id', '=', fireId).executeTakeFirst();
      return row === undefined ? undefined : describedFire(row);
    },
  };
}

export type ScheduleFiresRepository = ReturnType<typeof scheduleFiresRepository>;
