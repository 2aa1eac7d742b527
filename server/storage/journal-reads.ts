/**
 * The execution journal's reads: one entry, the queue's pages with their filters, search and order,
 * the filter menus' values, and the summaries of ended executions.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  deletedStatusLabel,
  unknownStatusLabel,
  type EndedSummary,
  type JournalEntry,
  type JournalFacets,
  type JournalPage,
  type JournalQuery,
} from '../../src/api/workspace/journal';
import type { Db } from './database';
import { countedByQuery, type IdeaFiguresQuery } from './idea-figures-repository';
import { byId, journalRowToEntry, type Eb } from './journal-rows';

/** Escapes LIKE's wildcards so that a search for "50%" finds "50%", not everything starting with 50. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const startExpression = sql<Date>`coalesce(init_at, started_at)`;

function statusFilter(eb: Eb, statuses: readonly string[]): Expression<SqlBool> {
  const real = statuses.filter((s) => s !== deletedStatusLabel && s !== unknownStatusLabel);
  const alive = eb('deleted_at', 'is', null);
  const branches: Expression<SqlBool>[] = [];
  if (real.length > 0) branches.push(eb.and([alive, eb('status', 'in', real)]));
  if (statuses.includes(deletedStatusLabel)) branches.push(eb('deleted_at', 'is not', null));
  if (statuses.includes(unknownStatusLabel)) branches.push(eb.and([alive, eb('status', 'is', null)]));
  return eb.or(branches);
}

/**
 * The query's filters. Its `send` is the service's to read (journal-service.ts): `counted` is what that
 * send's figures count, and only those executions match.
 */
function filters(query: JournalQuery, username: string, counted: IdeaFiguresQuery | undefined) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (counted !== undefined) conditions.push(countedByQuery(counted));
    if (query.status.length > 0) conditions.push(statusFilter(eb, query.status));
    if (query.robot !== undefined) conditions.push(eb('robot_id', '=', query.robot));
    if (query.runtime !== undefined) conditions.push(eb('computer_id', '=', query.runtime));
    if (query.operator !== undefined) conditions.push(eb('started_by', '=', query.operator));
    if (query.mine) conditions.push(eb('started_by', '=', username));
    if (query.active) {
      conditions.push(eb('ended', '=', false), eb('deleted_at', 'is', null), eb('lost_reason', 'is', null));
    }
    if (query.from !== undefined) conditions.push(eb(startExpression, '>=', new Date(query.from)));
    if (query.to !== undefined) conditions.push(eb(startExpression, '<', new Date(query.to)));
    if (query.q !== '') conditions.push(sql<SqlBool>`search_text like ${likePattern(query.q)}`);
    return eb.and(conditions);
  };
}

function orderExpression(column: JournalQuery['sort'], now: Date) {
  switch (column) {
    case 'robot':
      return sql`robot_id`;
    case 'runtime':
      return sql`computer_id`;
    case 'execution':
      return sql`execution_id`;
    case 'operator':
      return sql`started_by`;
    case 'status':
      return sql`case when deleted_at is not null then ${deletedStatusLabel} else coalesce(status, ${unknownStatusLabel}) end`;
    case 'progress':
      return sql`progress`;
    case 'started':
      return startExpression;
    case 'duration':
      // From the service's start to its end, its deletion, or now while it runs.
      return sql`coalesce(end_at, deleted_at, case when ended then null else ${now}::timestamptz end) - init_at`;
  }
}

export function journalReads(db: Db) {
  return {
    async find(computerId: string, executionId: string): Promise<JournalEntry | undefined> {
      const row = await db
        .selectFrom('executions')
        .selectAll()
        .where(byId(computerId, executionId))
        .executeTakeFirst();
      return row === undefined ? undefined : journalRowToEntry(row);
    },

    async list(
      query: JournalQuery,
      username: string,
      now: number,
      counted?: IdeaFiguresQuery,
    ): Promise<JournalPage> {
      const where = filters(query, username, counted);
      const direction = query.dir === 'asc' ? sql`asc` : sql`desc`;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('executions')
          .selectAll()
          .where(where)
          // "started" is never null: without a nulls clause its order is the one the index keeps.
          .orderBy(
            query.sort === 'started'
              ? sql`${startExpression} ${direction}`
              : sql`${orderExpression(query.sort, new Date(now))} ${direction} nulls last`,
          )
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        db
          .selectFrom('executions')
          .select(sql<number>`count(*)::int`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(journalRowToEntry), total: count.total };
    },

    async facets(): Promise<JournalFacets> {
      const distinct = async (column: 'robot_id' | 'computer_id' | 'started_by') => {
        const rows = await db
          .selectFrom('executions')
          .select(sql<string>`${sql.ref(column)}`.as('value'))
          .where(column, 'is not', null)
          .groupBy(column)
          .orderBy(column)
          .limit(1_000)
          .execute();
        return rows.map((row) => row.value);
      };
      const statusRows = await db
        .selectFrom('executions')
        .select(
          sql<string>`case when deleted_at is not null then ${deletedStatusLabel} else coalesce(status, ${unknownStatusLabel}) end`.as(
            'value',
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .limit(1_000)
        .execute();
      const [robots, runtimes, operators] = await Promise.all([
        distinct('robot_id'),
        distinct('computer_id'),
        distinct('started_by'),
      ]);
      return { statuses: statusRows.map((row) => row.value), robots, runtimes, operators };
    },

    /**
     * The ended executions of a period, per normalised status. An execution is placed by its end, or by
     * its start when its end had no readable time; a deleted one never counts.
     */
    async endedSummary(from: number, to: number): Promise<EndedSummary> {
      const placed = sql<Date>`coalesce(end_at, init_at)`;
      const status = sql<string>`coalesce(nullif(upper(trim(status)), ''), '(NO STATUS)')`;
      const rows = await db
        .selectFrom('executions')
        .select([
          status.as('status'),
          sql<number>`count(*)::int`.as('executions'),
          sql<number>`count(*) filter (where end_at is not null and init_at is not null and end_at >= init_at)::int`.as(
            'timed',
          ),
          sql<number>`coalesce(sum(extract(epoch from (end_at - init_at)) * 1000) filter (where end_at >= init_at), 0)::float8`.as(
            'totalMs',
          ),
        ])
        .where('ended', '=', true)
        .where('deleted_at', 'is', null)
        .where(placed, '>=', new Date(from))
        .where(placed, '<', new Date(to))
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
      return rows;
    },
  };
}
