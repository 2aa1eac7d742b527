/**
 * The activity log: who did what and when (sign-ins, runs, deletes, catalog changes, reporting sends).
 * Callers pass facts only; a password, token or key never reaches this table.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from '../../src/api/zod';
import {
  activityActions,
  type ActivityAction,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
} from '../../src/api/workspace/activity';
import type { Db } from './database';
import type { Database } from './schema';

export type ActivityDetails = Readonly<Record<string, string | number | boolean | null>>;

export interface ActivityRecord {
  readonly actor: string;
  readonly action: ActivityAction;
  readonly target: string;
  readonly details?: ActivityDetails;
  readonly at: number;
}

const detailsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
const actionSchema = z.enum(activityActions);

export function activityRepository(db: Db) {
  return {
    /** Records entries in one statement (one, or a scheduler's batch of runs). */
    async record(...entries: readonly ActivityRecord[]): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insertInto('activity')
        .values(
          entries.map((entry) => ({
            at: new Date(entry.at),
            actor: entry.actor,
            action: entry.action,
            target: entry.target,
            details: JSON.stringify(entry.details ?? {}),
          })),
        )
        .execute();
    },

    async list(query: ActivityQuery): Promise<ActivityPage> {
      const where = (eb: ExpressionBuilder<Database, 'activity'>) => {
        const conditions: Expression<SqlBool>[] = [];
        if (query.actor !== undefined) conditions.push(eb('actor', '=', query.actor));
        if (query.action.length > 0) conditions.push(eb('action', 'in', query.action));
        if (query.from !== undefined) conditions.push(eb('at', '>=', new Date(query.from)));
        if (query.to !== undefined) conditions.push(eb('at', '<', new Date(query.to)));
        if (query.q !== '') {
          const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          conditions.push(
            sql<SqlBool>`lower(target || ' ' || actor || ' ' || details::text) like ${pattern}`,
          );
        }
        return eb.and(conditions);
      };
      const [rows, count] = await Promise.all([
        db
          .selectFrom('activity')
          .selectAll()
          .where(where)
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        db
          .selectFrom('activity')
          .select(sql<number>`count(*)::int`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      const items: ActivityEntry[] = rows.flatMap((row) => {
        const action = actionSchema.safeParse(row.action);
        if (!action.success) return [];
        const details = detailsSchema.safeParse(row.details);
        return [
          {
            id: row.id,
            at: row.at.getTime(),
            actor: row.actor,
            action: action.data,
            target: row.target,
            details: details.success ? details.data : {},
          },
        ];
      });
      return { items, total: count.total };
    },
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
