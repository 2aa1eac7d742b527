/**
 * The team's reporting plans (src/api/workspace/reporting-plans.ts), versioned like a schedule: an edit or
 * a delete names the version it was made from, and is refused when someone changed the plan since.
 */
import type { Selectable } from 'kysely';
import {
  reportingRecordKinds,
  type ReportingPeriod,
  type ReportingPlanSettings,
} from '../../src/api/workspace/reporting-plans';
import { z } from '../../src/api/zod';
import type { Db } from './database';
import type { ReportingPlansTable } from './schema';

/** A plan as stored, without its next sends (reporting-plans-service.ts computes them). */
export interface StoredPlan extends ReportingPlanSettings {
  readonly id: string;
  readonly createdBy: string;
  readonly createdAt: number;
  readonly version: number;
  readonly updatedBy: string;
  readonly updatedAt: number;
}

export type PlanWriteOutcome =
  | { readonly kind: 'saved'; readonly plan: StoredPlan }
  | { readonly kind: 'conflict'; readonly current: StoredPlan }
  | { readonly kind: 'gone' };

const recordsSchema = z.array(z.enum(reportingRecordKinds));
const robotsSchema = z.array(z.string());

function toPlan(row: Selectable<ReportingPlansTable>): StoredPlan {
  return {
    id: row.id,
    ideaId: row.idea_id,
    period: row.period as ReportingPeriod,
    timeZone: row.time_zone,
    sendAt: row.send_at,
    records: recordsSchema.catch(['rpa']).parse(row.records),
    approval: row.approval,
    excludeManual: row.exclude_manual,
    excludedRobots: robotsSchema.catch([]).parse(row.excluded_robots),
    sendZeros: row.send_zeros,
    paused: row.paused,
    pauseNote: row.pause_note,
    createdBy: row.created_by,
    createdAt: row.created_at.getTime(),
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
  };
}

function columns(settings: ReportingPlanSettings) {
  return {
    idea_id: settings.ideaId,
    period: settings.period,
    time_zone: settings.timeZone,
    send_at: settings.sendAt,
    records: JSON.stringify(settings.records),
    approval: settings.approval,
    exclude_manual: settings.excludeManual,
    excluded_robots: JSON.stringify(settings.excludedRobots),
    send_zeros: settings.sendZeros,
    paused: settings.paused,
    pause_note: settings.pauseNote,
  };
}

interface Who {
  readonly by: string;
  readonly at: number;
}

export function reportingPlansRepository(db: Db) {
  async function find(id: string): Promise<StoredPlan | undefined> {
    const row = await db.selectFrom('reporting_plans').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toPlan(row);
  }
  const refused = async (id: string): Promise<PlanWriteOutcome> => {
    const current = await find(id);
    return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current };
  };

  return {
    find,

    async list(): Promise<StoredPlan[]> {
      const rows = await db
        .selectFrom('reporting_plans')
        .selectAll()
        .orderBy('idea_id')
        .orderBy('created_at')
        .execute();
      return rows.map(toPlan);
    },

    async create(
      id: string,
      settings: ReportingPlanSettings,
      nextDue: number | null,
      who: Who,
    ): Promise<StoredPlan> {
      const row = await db
        .insertInto('reporting_plans')
        .values({
          id,
          ...columns(settings),
          next_due_at: nextDue === null ? null : new Date(nextDue),
          created_by: who.by,
          created_at: new Date(who.at),
          version: 1,
          updated_by: who.by,
          updated_at: new Date(who.at),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPlan(row);
    },

    /** Writes the plan's settings edited from `version`. */
    async update(
      id: string,
      settings: ReportingPlanSettings,
      nextDue: number | null,
      version: number,
      who: Who,
    ): Promise<PlanWriteOutcome> {
      const row = await db
        .updateTable('reporting_plans')
        .set({
          ...columns(settings),
          next_due_at: nextDue === null ? null : new Date(nextDue),
          version: version + 1,
          updated_by: who.by,
          updated_at: new Date(who.at),
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? refused(id) : { kind: 'saved', plan: toPlan(row) };
    },

    /** Plans not paused whose next send is due at `at`, earliest first, with the instant each was due. */
    async due(at: number, limit: number): Promise<{ plan: StoredPlan; dueAt: number }[]> {
      const rows = await db
        .selectFrom('reporting_plans')
        .selectAll()
        .where('paused', '=', false)
        .where('next_due_at', '<=', new Date(at))
        .orderBy('next_due_at')
        .limit(limit)
        .execute();
      return rows.flatMap((row) =>
        row.next_due_at === null ? [] : [{ plan: toPlan(row), dueAt: row.next_due_at.getTime() }],
      );
    },

    /** Moves the plan's next send from `from` to `to`; false when another instance moved it first. */
    async advance(id: string, from: number, to: number | null): Promise<boolean> {
      const moved = await db
        .updateTable('reporting_plans')
        .set({ next_due_at: to === null ? null : new Date(to) })
        .where('id', '=', id)
        .where('next_due_at', '=', new Date(from))
        .executeTakeFirst();
      return moved.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<StoredPlan | undefined> {
      const row = await db
        .deleteFrom('reporting_plans')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toPlan(row);
    },
  };
}

export type ReportingPlansRepository = ReturnType<typeof reportingPlansRepository>;
