/**
 * Which fires are due and who makes each (docs/schedules.md): an instance claims the schedules due now in
 * one transaction, writing one fire per due instant (unique by schedule and instant, so a fire exists once
 * however many instances race) and moving each schedule on to its next instant. A claim is a lease: when
 * the instance that holds it dies, another takes the fire over, and runs it only if the run was never
 * called (a fire that was being called when its instance died is recorded `unknown`, never called twice).
 */
import { runCallRepeatable } from '../../src/api/spec-gaps';
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
  readonly reason?: string;
  readonly execution?: { readonly computerId: string; readonly executionId: string };
}

export function scheduleFiresRepository(db: Db) {
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
      await db
        .updateTable('schedule_fires')
        .set({
          state: 'unknown',
          reason: 'the instance making the run call stopped before its answer',
          claimed_by: null,
          claim_until: null,
          recorded_at: at,
        })
        .where('state', '=', 'calling')
        .where('claim_until', '<=', at)
        .execute();
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

    /** Records what became of a fire `instance` holds (false: it no longer holds it). */
    async finish(fireId: number, instance: string, now: number, outcome: FireOutcome): Promise<boolean> {
      const result = await db
        .updateTable('schedule_fires')
        .set({
          state: outcome.state,
          reason: outcome.reason ?? null,
          computer_id: outcome.execution?.computerId ?? null,
          execution_id: outcome.execution?.executionId ?? null,
          claimed_by: null,
          claim_until: null,
          recorded_at: new Date(now),
        })
        .where('id', '=', fireId)
        .where('claimed_by', '=', instance)
        .where('state', 'in', ['claimed', 'calling'])
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type ScheduleFiresRepository = ReturnType<typeof scheduleFiresRepository>;
