/**
 * What the team's robots did for each idea in a period (issue 36), counted by the database: the executions
 * that ended in it, per idea and normalised status, with their summed durations and the documents they
 * processed. The outcome mapping and the records' fields are applied after (reporting-figures.ts), so that
 * a changed mapping never needs a new count.
 */
import { sql, type SqlBool } from 'kysely';
import { documentsPerExecution } from '../../src/api/catalog-rules';
import { returnValueTextIsJson } from '../../src/api/spec-gaps';
import type { IdeaStatusFigures } from '../../src/api/workspace/reporting-figures';
import type { Db } from './database';

export interface IdeaFiguresQuery {
  /** The period in Unix ms: `from` included, `to` excluded. */
  readonly from: number;
  readonly to: number;
  /** Only these ideas; every idea of the catalog when absent. */
  readonly ideaIds?: readonly number[];
  /** Leave out the runs a person started (only a schedule's count). */
  readonly excludeManual?: boolean;
  /** Leave out these robots (e.g. the ones used for tests). */
  readonly excludedRobots?: readonly string[];
  /**
   * Only the executions whose end the journal learned after `after` and up to `through` (Unix ms): a
   * sent period's late ends (plan-restatements.ts).
   */
  readonly learned?: { readonly after: number; readonly through: number };
}

/** Where an execution `e` is placed: its end, or its start when its end had no readable time. */
export const placed = sql<Date>`coalesce(e.end_at, e.init_at)`;
const status = sql<string>`coalesce(nullif(upper(trim(e.status)), ''), '(NO STATUS)')`;
/** The execution's return value, or the JSON a text return value holds (spec-gaps.ts). */
const returned = returnValueTextIsJson
  ? sql`case when jsonb_typeof(e.return_value) = 'string'
      then jsonb_or_null(e.return_value #>> '{}') else e.return_value end`
  : sql`e.return_value`;
/** The value at the robot's `documentsFrom` path in the execution `e`'s return value (robot `r`). */
const counted = sql`(${returned}) #> string_to_array(r.documents_from, '.')`;
/**
 * The documents execution `e` of robot `r` processed, as `r.documents_from` says: 1 for "execution", the
 * whole number ≥ 0 at its path, else null (not counted, or unknown).
 */
export const documentsOf = sql`case
  when r.documents_from = ${documentsPerExecution} then 1
  when jsonb_typeof(${counted}) = 'number' and (${counted})::numeric >= 0
    and (${counted})::numeric = trunc((${counted})::numeric) then (${counted})::numeric
  end`;

/** The executions (`e`, of catalog robot `r`) a query counts: ended in its period, of its ideas. */
function countedWhere(query: IdeaFiguresQuery) {
  const ideas = query.ideaIds;
  const excluded = query.excludedRobots ?? [];
  const learned = query.learned;
  return sql`e.ended and e.deleted_at is null
    and ${placed} >= ${new Date(query.from)} and ${placed} < ${new Date(query.to)}
    and r.idea_id is not null
    ${ideas === undefined ? sql`` : sql`and r.idea_id = any(${[...ideas]}::int[])`}
    ${query.excludeManual === true ? sql`and e.schedule_id is not null` : sql``}
    ${excluded.length === 0 ? sql`` : sql`and e.robot_id <> all(${[...excluded]}::text[])`}
    ${
      learned === undefined
        ? sql``
        : sql`and e.ended_learned_at > ${new Date(learned.after)}
          and e.ended_learned_at <= ${new Date(learned.through)}`
    }`;
}

/**
 * Whether the journal's row `executions` is one the query counts: the queue's filter to a send's
 * executions (journal-reads.ts), by the same rule as the count.
 */
export function countedByQuery(query: IdeaFiguresQuery) {
  return sql<SqlBool>`executions.id in (select e.id from executions e join catalog_robots r on r.id = e.robot_id
    where ${countedWhere(query)})`;
}

/** One execution a query counts, and its normalised status (for the team's outcome mapping). */
export interface CountedExecution {
  readonly computerId: string;
  readonly executionId: string;
  readonly status: string;
}

export function ideaFiguresRepository(db: Db) {
  return {
    async count(query: IdeaFiguresQuery): Promise<IdeaStatusFigures[]> {
      const rows = await sql<IdeaStatusFigures>`
        select r.idea_id as "ideaId", ${status} as status,
          count(*)::int as executions,
          count(*) filter (where e.end_at >= e.init_at)::int as timed,
          coalesce(sum(extract(epoch from (e.end_at - e.init_at)) * 1000)
            filter (where e.end_at >= e.init_at), 0)::float8 as "totalMs",
          coalesce(sum(${documentsOf}), 0)::float8 as documents,
          count(*) filter (where r.documents_from is not null and ${documentsOf} is null)::int as "documentsUnknown"
        from executions e join catalog_robots r on r.id = e.robot_id
        where ${countedWhere(query)}
        group by 1, 2
        order by 1, 2`.execute(db);
      return rows.rows;
    },

    /** The first `limit` executions a query counts, in the order they ended. */
    async executions(query: IdeaFiguresQuery, limit: number): Promise<CountedExecution[]> {
      const rows = await sql<CountedExecution>`
        select e.computer_id as "computerId", e.execution_id as "executionId", ${status} as status
        from executions e join catalog_robots r on r.id = e.robot_id
        where ${countedWhere(query)}
        order by ${placed}, e.id
        limit ${limit}`.execute(db);
      return rows.rows;
    },
  };
}

export type IdeaFiguresRepository = ReturnType<typeof ideaFiguresRepository>;
