/**
 * The team's schedules as stored (migration 0006): their settings, the sealed secret values, who owns and
 * changed them, the next instant due (set by the schedule service from the calendar), their recent fires,
 * the team's no-run days, and whether a schedule's last run is still going (its overlap rule).
 */
import type { Selectable } from 'kysely';
import { z } from '../../src/api/zod';
import { fireReasons, type FireReason, type ScheduleSettings } from '../../src/api/workspace/schedules';
import type { Db } from './database';
import type { FireState, ScheduleFiresTable, SchedulesTable } from './schema';

export type ScheduleRow = Selectable<SchedulesTable>;

/** A variable as stored in `variables`: a secret one's value lives sealed in `secret_values`. */
export interface StoredVariable {
  readonly name: string;
  readonly value: string | null;
  readonly secret: boolean;
}

export interface StoredSchedule {
  readonly id: string;
  readonly settings: Omit<ScheduleSettings, 'variables'>;
  readonly variables: readonly StoredVariable[];
  readonly secretValuesSealed: string | null;
  readonly owner: string;
  readonly version: number;
  readonly updatedBy: string;
  readonly updatedAt: number;
  readonly deleted: boolean;
  readonly nextDueAt: number | null;
}

export interface StoredFire {
  readonly id: number;
  readonly dueAt: number;
  readonly calledAt: number | null;
  readonly state: FireState;
  readonly reason: FireReason | null;
  readonly detail: string | null;
  readonly execution: { readonly computerId: string; readonly executionId: string } | null;
}

const fireColumns = [
  'id',
  'schedule_id',
  'due_at',
  'called_at',
  'state',
  'reason',
  'detail',
  'computer_id',
  'execution_id',
] as const;

type FireRow = Pick<Selectable<ScheduleFiresTable>, (typeof fireColumns)[number]>;

const isFireReason = (value: string | null): value is FireReason =>
  (fireReasons as readonly (string | null)[]).includes(value);

function storedFire(row: FireRow): StoredFire {
  return {
    id: row.id,
    dueAt: row.due_at.getTime(),
    calledAt: row.called_at?.getTime() ?? null,
    state: row.state,
    // A reason written before it was a code (or by a newer version) is not worded: shown as none.
    reason: isFireReason(row.reason) ? row.reason : null,
    detail: row.detail,
    execution:
      row.computer_id === null || row.execution_id === null
        ? null
        : { computerId: row.computer_id, executionId: row.execution_id },
  };
}

export interface ScheduleWrite {
  readonly id: string;
  readonly settings: Omit<ScheduleSettings, 'variables'>;
  readonly variables: readonly StoredVariable[];
  readonly secretValuesSealed: string | null;
  readonly nextDueAt: number | null;
  readonly by: string;
  /** Whose identity its runs use without a runner account (the schedule service decides). */
  readonly owner: string;
  readonly at: number;
}

const storedVariablesSchema = z.array(
  z.object({ name: z.string(), value: z.string().nullable(), secret: z.boolean() }),
);

function toStored(row: ScheduleRow): StoredSchedule {
  return {
    id: row.id,
    settings: {
      name: row.name,
      runtimeId: row.runtime_id,
      robotId: row.robot_id,
      apiVersion: row.api_version === 'v1' ? 'v1' : 'v2',
      cron: row.cron,
      timeZone: row.time_zone,
      skipWeekends: row.skip_weekends,
      holidays: row.holidays,
      onSkippedDay: row.on_skipped_day,
      businessDayOfMonth: row.business_day_of_month,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      overlap: row.overlap,
      catchUpMinutes: row.catch_up_minutes,
      paused: row.paused,
      pauseNote: row.pause_note,
    },
    variables: storedVariablesSchema.parse(row.variables),
    secretValuesSealed: row.secret_values,
    owner: row.owner,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
    deleted: row.deleted_at !== null,
    nextDueAt: row.next_due_at?.getTime() ?? null,
  };
}

function columnsOf(write: ScheduleWrite) {
  const s = write.settings;
  return {
    name: s.name,
    runtime_id: s.runtimeId,
    robot_id: s.robotId,
    api_version: s.apiVersion,
    variables: JSON.stringify(write.variables),
    secret_values: write.secretValuesSealed,
    cron: s.cron,
    time_zone: s.timeZone,
    skip_weekends: s.skipWeekends,
    holidays: s.holidays,
    on_skipped_day: s.onSkippedDay,
    business_day_of_month: s.businessDayOfMonth,
    starts_on: s.startsOn,
    ends_on: s.endsOn,
    overlap: s.overlap,
    catch_up_minutes: s.catchUpMinutes,
    paused: s.paused,
    pause_note: s.pauseNote,
    updated_by: write.by,
    owner: write.owner,
    updated_at: new Date(write.at),
    next_due_at: write.nextDueAt === null ? null : new Date(write.nextDueAt),
  };
}

export function schedulesRepository(db: Db) {
  return {
    async create(write: ScheduleWrite): Promise<StoredSchedule> {
      const row = await db
        .insertInto('schedules')
        .values({
          id: write.id,
          ...columnsOf(write),
          version: 1,
          created_at: new Date(write.at),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStored(row);
    },

    /** Saves a change made from `version`; undefined when the schedule changed since (or is gone). */
    async update(write: ScheduleWrite, version: number): Promise<StoredSchedule | undefined> {
      const row = await db
        .updateTable('schedules')
        .set((eb) => ({ ...columnsOf(write), version: eb('version', '+', 1) }))
        .where('id', '=', write.id)
        .where('version', '=', version)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toStored(row);
    },

    /**
     * Replaces its sealed secret values by the same sealed under the current secret, unless they changed
     * since `sealed` was read (a save meanwhile wins). Not a change: the version stays.
     */
    async resealSecrets(id: string, sealed: string, again: string): Promise<boolean> {
      const result = await db
        .updateTable('schedules')
        .set({ secret_values: again })
        .where('id', '=', id)
        .where('secret_values', '=', sealed)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** The schedule, deleted ones included (a fire claimed before the delete asks). */
    async get(id: string): Promise<StoredSchedule | undefined> {
      const row = await db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toStored(row);
    },

    /** These schedules (deleted ones too), read together. */
    async getMany(ids: readonly string[]): Promise<StoredSchedule[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('schedules').selectAll().where('id', 'in', ids).execute();
      return rows.map(toStored);
    },

    /** Every schedule not deleted, by name. */
    async list(): Promise<StoredSchedule[]> {
      const rows = await db
        .selectFrom('schedules')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toStored);
    },

    /** Deletes it (kept for its fires' history); false when it was not there. */
    async remove(id: string, by: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('schedules')
        .set({ deleted_at: new Date(at), updated_by: by, updated_at: new Date(at), next_due_at: null })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Its latest fires, newest first. */
    async recentFires(id: string, limit: number): Promise<StoredFire[]> {
      const rows = await db
        .selectFrom('schedule_fires')
        .select(fireColumns)
        .where('schedule_id', '=', id)
        .orderBy('due_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(storedFire);
    },

    /**
     * Each schedule's latest fire (deleted schedules' left out), by schedule id, in one query. One fire
     * read per schedule, from the end of its fires in their unique index, however many it has: the list
     * shows no more.
     */
    async lastFires(): Promise<Map<string, StoredFire>> {
      const rows = await db
        .selectFrom('schedules')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('schedule_fires')
              .select(fireColumns.map((column) => `schedule_fires.${column}` as const))
              .whereRef('schedule_fires.schedule_id', '=', 'schedules.id')
              .orderBy('due_at', 'desc')
              .limit(1)
              .as('latest'),
          (join) => join.onTrue(),
        )
        .selectAll('latest')
        .where('schedules.deleted_at', 'is', null)
        .execute();
      return new Map(rows.map((row) => [row.schedule_id, storedFire(row)]));
    },

    /** Which of these schedules have a run still queued or running (the overlap rule), in one query. */
    async unendedRuns(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('executions')
        .select('schedule_id')
        .distinct()
        .where('schedule_id', 'in', ids)
        .where('ended', '=', false)
        .where('deleted_at', 'is', null)
        .where('lost_reason', 'is', null)
        .execute();
      return new Set(rows.flatMap((row) => (row.schedule_id === null ? [] : [row.schedule_id])));
    },

    /** The team's own no-run days: local date → note. */
    async noRunDays(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('no_run_days').select(['day', 'note']).execute();
      return new Map(rows.map((row) => [row.day, row.note]));
    },

    /** The team's no-run days as listed, by date. */
    async listNoRunDays(): Promise<{ day: string; note: string; updatedBy: string }[]> {
      const rows = await db.selectFrom('no_run_days').selectAll().orderBy('day').execute();
      return rows.map((row) => ({ day: row.day, note: row.note, updatedBy: row.updated_by }));
    },

    async saveNoRunDay(day: string, note: string, by: string): Promise<void> {
      await db
        .insertInto('no_run_days')
        .values({ day, note, updated_by: by })
        .onConflict((oc) => oc.column('day').doUpdateSet({ note, updated_by: by }))
        .execute();
    },

    async removeNoRunDay(day: string): Promise<boolean> {
      const result = await db.deleteFrom('no_run_days').where('day', '=', day).executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    /** Sets a schedule's next instant due (the calendar changed under it). */
    async setNextDue(id: string, nextDueAt: number | null): Promise<void> {
      await db
        .updateTable('schedules')
        .set({ next_due_at: nextDueAt === null ? null : new Date(nextDueAt) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type SchedulesRepository = ReturnType<typeof schedulesRepository>;
