/**
 * Schedule and fire rows written straight to the database, for the tests of what claims, keeps and reads
 * fires.
 */
import type { Db } from '../storage/database';
import type { FireState } from '../storage/schema';

export interface ScheduleRowOptions {
  readonly name: string;
  /** The next instant due (Unix ms), or null for none. */
  readonly nextDueAt: number | null;
  readonly paused?: boolean;
  readonly createdAt?: number;
}

export async function addScheduleRow(db: Db, options: ScheduleRowOptions): Promise<string> {
  const at = new Date(options.createdAt ?? Date.UTC(2026, 0, 1));
  const row = await db
    .insertInto('schedules')
    .values({
      name: options.name,
      runtime_id: 'RUNTIME-01',
      robot_id: 'invoice-bot',
      api_version: 'v2',
      variables: '[]',
      secret_values: null,
      cron: '* * * * *',
      time_zone: 'America/Sao_Paulo',
      skip_weekends: false,
      holidays: null,
      on_skipped_day: 'skip',
      business_day_of_month: null,
      starts_on: null,
      ends_on: null,
      overlap: 'skip',
      catch_up_minutes: 15,
      paused: options.paused ?? false,
      pause_note: null,
      owner: 'ana@example.test',
      version: 1,
      created_at: at,
      updated_by: 'ana@example.test',
      updated_at: at,
      deleted_at: null,
      next_due_at: options.nextDueAt === null ? null : new Date(options.nextDueAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface FireRowOptions {
  readonly dueAt: number;
  readonly state: FireState;
  readonly reason?: string;
  /** Announced: a row of the webhook's outbox holds it. */
  readonly announced?: boolean;
}

/** A fire of `scheduleId` as the scheduler would have recorded it (a claimed or calling one held by `a`). */
export async function addFireRow(db: Db, scheduleId: string, options: FireRowOptions): Promise<number> {
  const at = new Date(options.dueAt);
  const held = options.state === 'claimed' || options.state === 'calling';
  const row = await db
    .insertInto('schedule_fires')
    .values({
      schedule_id: scheduleId,
      due_at: at,
      state: options.state,
      reason: options.reason ?? null,
      claimed_by: held ? 'a' : null,
      claim_until: held ? new Date(options.dueAt + 60_000) : null,
      recorded_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.announced === true) {
    await db
      .insertInto('webhook_outbox')
      .values({ fire_id: row.id, created_at: at, next_attempt_at: at })
      .execute();
  }
  return row.id;
}
