/**
 * Which executions the server reads next, and which instance reads each: an instance claims the due
 * ones (a lease, skipped by the others while it holds it), reads them, and sets when each is due again.
 * When an instance dies its leases run out and another instance claims those executions.
 */
import { sql } from 'kysely';
import { storedFormsOf, storeFollowNote, type RecordedFollowNote } from '../../src/api/follow-reasons';
import type { Db } from './database';

export interface DueExecution {
  readonly id: number;
  readonly computerId: string;
  readonly executionId: string;
  readonly startedBy: string;
  /** The schedule that started it; null for a run a person started or tracked. */
  readonly scheduleId: string | null;
  /** The service's start (Unix ms), or when it entered the journal. */
  readonly startedAt: number;
  readonly failures: number;
  /** When this read was due (Unix ms): the next one is planned from it, not from when this one ends. */
  readonly dueAt: number;
}

export function followRepository(db: Db) {
  return {
    /** Takes the lease of up to `limit` executions due at `now` that no other instance holds. */
    async claimDue(instance: string, now: number, leaseMs: number, limit: number): Promise<DueExecution[]> {
      const at = new Date(now);
      const rows = await db
        .updateTable('executions')
        .set({ follower: instance, lease_until: new Date(now + leaseMs) })
        .where(
          'id',
          'in',
          db
            .selectFrom('executions')
            .select('id')
            .where('ended', '=', false)
            .where('deleted_at', 'is', null)
            .where('lost_reason', 'is', null)
            .where('next_read_at', '<=', at)
            .where((eb) =>
              eb.or([
                eb('lease_until', 'is', null),
                eb('lease_until', '<=', at),
                eb('follower', '=', instance),
              ]),
            )
            .orderBy('next_read_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'id',
          'computer_id',
          'execution_id',
          'started_by',
          'schedule_id',
          'init_at',
          'started_at',
          'read_failures',
          'next_read_at',
        ])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        computerId: row.computer_id,
        executionId: row.execution_id,
        startedBy: row.started_by,
        scheduleId: row.schedule_id,
        startedAt: (row.init_at ?? row.started_at).getTime(),
        failures: row.read_failures,
        dueAt: (row.next_read_at ?? at).getTime(),
      }));
    },

    /** When to read it again, how many reads in a row failed, and why following waits, if it does. */
    async schedule(
      id: number,
      next: { at: number; failures: number; note: RecordedFollowNote | null },
    ): Promise<void> {
      await db
        .updateTable('executions')
        .set({
          next_read_at: new Date(next.at),
          read_failures: next.failures,
          follow_note: next.note === null ? null : storeFollowNote(next.note),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Makes the executions that wait with `note` (nobody signed in to read them with) due at `now`:
     * a sign-in gives the server a session to read with, so they need not wait for their next turn.
     */
    async resumeWaiting(note: RecordedFollowNote, now: number, startedBy: string): Promise<number> {
      const result = await db
        .updateTable('executions')
        .set({ next_read_at: new Date(now) })
        .where(sql`lower(started_by)`, '=', startedBy.toLowerCase())
        // The note in English too, as rows written before the codes hold it.
        .where('follow_note', 'in', storedFormsOf(note))
        .where('ended', '=', false)
        .where('deleted_at', 'is', null)
        .where('lost_reason', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gives up an instance's leases (a clean stop), so another instance need not wait for them to run out. */
    async release(instance: string): Promise<void> {
      await db
        .updateTable('executions')
        .set({ lease_until: null })
        .where('follower', '=', instance)
        .execute();
    },

    /** How many executions are still followed (for the log and the benchmarks). */
    async countActive(): Promise<number> {
      const row = await db
        .selectFrom('executions')
        .select(sql<number>`count(*)::int`.as('active'))
        .where('ended', '=', false)
        .where('deleted_at', 'is', null)
        .where('lost_reason', 'is', null)
        .executeTakeFirstOrThrow();
      return row.active;
    },
  };
}

export type FollowRepository = ReturnType<typeof followRepository>;
