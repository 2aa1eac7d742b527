/** A schedule row written straight to the database, for the tests of what claims and makes its fires. */
import type { Db } from '../storage/database';

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
