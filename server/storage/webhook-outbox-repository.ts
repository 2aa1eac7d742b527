/**
 * The webhook's outbox: one row per execution that ended while followed (written by the database in
 * the transaction that recorded the end, migration 0004), one per schedule's fire that failed, was
 * missed or is unknown (written in the transaction that recorded that, schedule-fires-repository.ts),
 * and one per alert raised and one per alert resolved (alerts-repository.ts). An instance claims due rows for a while
 * (`FOR UPDATE SKIP LOCKED`: two instances never claim the same row), attempts them, and records the
 * outcome; a claim that runs out (the instance died mid-attempt) lets another instance try again.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import type { AlertEvent, WebhookState } from './schema';

export interface ClaimedDelivery {
  readonly id: number;
  readonly deliveryId: string;
  /**
   * What to post: an execution that ended, a schedule's fire that went wrong (`fireId`), or an alert
   * raised or resolved (`alertId` and `event`).
   */
  readonly computerId: string | null;
  readonly executionId: string | null;
  readonly fireId: number | null;
  readonly alertId: number | null;
  readonly event: AlertEvent | null;
  readonly createdAt: number;
  /** Attempts made before this one. */
  readonly attempts: number;
}

export interface OutboxRow {
  readonly computerId: string | null;
  readonly executionId: string | null;
  readonly fireId: number | null;
  readonly alertId: number | null;
  readonly event: AlertEvent | null;
  readonly state: WebhookState;
  readonly attempts: number;
  readonly lastError: string | null;
}

export function webhookOutboxRepository(db: Db) {
  /** Records an outcome, if the claim is still this instance's (a late answer after a takeover is not). */
  const finish = (id: number, instance: string, values: Record<string, unknown>) =>
    db
      .updateTable('webhook_outbox')
      .set({ ...values, claimed_by: null, claim_until: null })
      .where('id', '=', id)
      .where('claimed_by', '=', instance)
      .execute();

  return {
    /** Claims up to `limit` pending deliveries due at `now`, for `claimMs`. */
    async claimDue(
      instance: string,
      now: number,
      claimMs: number,
      limit: number,
    ): Promise<ClaimedDelivery[]> {
      const at = new Date(now);
      const rows = await db
        .updateTable('webhook_outbox')
        .set({ claimed_by: instance, claim_until: new Date(now + claimMs) })
        .where(
          'id',
          'in',
          db
            .selectFrom('webhook_outbox')
            .select('id')
            .where('state', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<=', at)]))
            .orderBy('next_attempt_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'id',
          'delivery_id',
          'computer_id',
          'execution_id',
          'fire_id',
          'alert_id',
          'event',
          'created_at',
          'attempts',
        ])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        deliveryId: row.delivery_id,
        computerId: row.computer_id,
        executionId: row.execution_id,
        fireId: row.fire_id,
        alertId: row.alert_id,
        event: row.event,
        createdAt: row.created_at.getTime(),
        attempts: row.attempts,
      }));
    },

    delivered: (id: number, instance: string, now: number) =>
      finish(id, instance, {
        state: 'delivered',
        attempts: sql`attempts + 1`,
        finished_at: new Date(now),
        last_error: null,
      }),

    /** Not an event the webhook wants (or no webhook is configured): never posted. */
    skipped: (id: number, instance: string, now: number, why: string) =>
      finish(id, instance, { state: 'skipped', finished_at: new Date(now), last_error: why }),

    /**
     * Sets every pending delivery due at `now` and claimed by nobody aside, in one statement: what an
     * instance with no webhook configured does with the ends (one statement a look, not two an end).
     */
    skipDue: (now: number, why: string) =>
      db
        .updateTable('webhook_outbox')
        .set({ state: 'skipped', finished_at: new Date(now), last_error: why })
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', new Date(now))
        .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<=', new Date(now))]))
        .execute(),

    retryLater: (id: number, instance: string, at: number, error: string) =>
      finish(id, instance, { attempts: sql`attempts + 1`, next_attempt_at: new Date(at), last_error: error }),

    gaveUp: (id: number, instance: string, now: number, error: string) =>
      finish(id, instance, {
        state: 'given-up',
        attempts: sql`attempts + 1`,
        finished_at: new Date(now),
        last_error: error,
      }),

    /** Forgets rows older than `before`, whatever became of them (the outbox is not a history). */
    async purge(before: number): Promise<number> {
      const result = await db
        .deleteFrom('webhook_outbox')
        .where('created_at', '<', new Date(before))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every row, oldest first (for the tests and an administrator's look). */
    async list(): Promise<OutboxRow[]> {
      const rows = await db
        .selectFrom('webhook_outbox')
        .select([
          'computer_id',
          'execution_id',
          'fire_id',
          'alert_id',
          'event',
          'state',
          'attempts',
          'last_error',
        ])
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        computerId: row.computer_id,
        executionId: row.execution_id,
        fireId: row.fire_id,
        alertId: row.alert_id,
        event: row.event,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
      }));
    },
  };
}

export type WebhookOutboxRepository = ReturnType<typeof webhookOutboxRepository>;
