/**
 * The execution journal's queries: every run started through the server, every execution tracked by
 * id, and what the service last said about each. Rows are validated when read back: a column that does
 * not hold what it should is shown as unknown, it never costs the page the other rows.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  readFollowNote,
  readLostReason,
  storeLostReason,
  type RecordedLostReason,
} from '../../src/api/follow-reasons';
import {
  deletedStatusLabel,
  journalVariableSchema,
  unknownStatusLabel,
  type EndedSummary,
  type JournalEntry,
  type JournalFacets,
  type JournalPage,
  type JournalQuery,
  type JournalVariable,
} from '../../src/api/workspace';
import type { Db } from './database';
import type { Database, ExecutionRow } from './schema';

const variablesSchema = z.array(journalVariableSchema).nullable();
const logsSchema = z.array(z.unknown()).nullable();

const ms = (date: Date | null) => (date === null ? null : date.getTime());

/** A journal row as the API shows it; a column that does not read is shown as unknown. */
export function journalRowToEntry(row: ExecutionRow): JournalEntry {
  const variables = variablesSchema.safeParse(row.variables);
  const logs = logsSchema.safeParse(row.logs);
  return {
    computerId: row.computer_id,
    executionId: row.execution_id,
    robotId: row.robot_id,
    apiVersion: row.api_version === 'v1' || row.api_version === 'v2' ? row.api_version : null,
    variables: variables.success ? variables.data : null,
    source: row.source === 'run' ? 'run' : 'track',
    startedBy: row.started_by,
    startedAt: row.started_at.getTime(),
    status: row.status,
    progress: row.progress,
    init: ms(row.init_at),
    end: ms(row.end_at),
    ended: row.ended,
    returnValue: row.return_value ?? null,
    logs: logs.success ? logs.data : null,
    deletedAt: ms(row.deleted_at),
    deletedBy: row.deleted_by,
    // Codes, or the English sentences of rows stored before them (read as their codes).
    lostReason: row.lost_reason === null ? null : readLostReason(row.lost_reason),
    followNote: row.follow_note === null ? null : readFollowNote(row.follow_note),
    updatedAt: row.updated_at.getTime(),
  };
}

/** What the queue's search looks through: ids, robot, Runtime and the variable values that are not secret. */
export function searchText(entry: {
  computerId: string;
  executionId: string;
  robotId: string | null;
  variables: readonly JournalVariable[] | null;
}): string {
  const values = (entry.variables ?? []).flatMap((variable) => ('value' in variable ? [variable.value] : []));
  return [entry.executionId, entry.computerId, entry.robotId ?? '', ...values].join('\n').toLowerCase();
}

/** Escapes LIKE's wildcards so that a search for "50%" finds "50%", not everything starting with 50. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Eb = ExpressionBuilder<Database, 'executions'>;

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

function filters(query: JournalQuery, username: string) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [];
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

export interface RunRecord {
  readonly computerId: string;
  readonly executionId: string;
  readonly robotId: string;
  readonly apiVersion: 'v1' | 'v2';
  readonly variables: readonly JournalVariable[] | null;
  readonly startedBy: string;
  readonly at: number;
}

export interface ResultRecord {
  readonly status: string;
  readonly progress: number;
  readonly init: number;
  readonly end: number | null;
  readonly ended: boolean;
  readonly returnValue: unknown;
  readonly logs: readonly unknown[];
}

/**
 * Whether a row already holds what a result read says, compared by PostgreSQL the way the change
 * trigger compares (migrations.ts): jsonb values are equal whatever the order of their keys, and
 * nothing of the row's JSON has to come back to be parsed and compared here.
 */
function holdsResult(result: ResultRecord) {
  const end = result.end === null ? null : new Date(result.end);
  return sql<boolean>`(status, progress, init_at, end_at, ended, coalesce(return_value, 'null'::jsonb), logs)
    is not distinct from (${result.status}::text, ${result.progress}::double precision,
      ${new Date(result.init)}::timestamptz, ${end}::timestamptz, ${result.ended}::boolean,
      ${JSON.stringify(result.returnValue ?? null)}::jsonb, ${JSON.stringify(result.logs)}::jsonb)`;
}

/** What recording a result read did to the journal. */
export type RecordedResult =
  | { readonly kind: 'changed'; readonly entry: JournalEntry; readonly endedNow: boolean }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'not-in-journal' };
const unchanged: RecordedResult = { kind: 'unchanged' };
const notInJournal: RecordedResult = { kind: 'not-in-journal' };

export function journalRepository(db: Db) {
  const byId = (computerId: string, executionId: string) => (eb: Eb) =>
    eb.and([eb('computer_id', '=', computerId), eb('execution_id', '=', executionId)]);

  return {
    async find(computerId: string, executionId: string): Promise<JournalEntry | undefined> {
      const row = await db
        .selectFrom('executions')
        .selectAll()
        .where(byId(computerId, executionId))
        .executeTakeFirst();
      return row === undefined ? undefined : journalRowToEntry(row);
    },

    /** Records a run the service accepted; a second record of the same id keeps the first. */
    async insertRun(run: RunRecord): Promise<JournalEntry> {
      const at = new Date(run.at);
      const row = await db
        .insertInto('executions')
        .values({
          computer_id: run.computerId,
          execution_id: run.executionId,
          robot_id: run.robotId,
          api_version: run.apiVersion,
          variables: run.variables === null ? null : JSON.stringify(run.variables),
          source: 'run',
          started_by: run.startedBy,
          started_at: at,
          ended: false,
          updated_at: at,
          // Read at once, on the writer's clock (the column's default is the database's).
          next_read_at: at,
          search_text: searchText(run),
        })
        .onConflict((oc) => oc.columns(['computer_id', 'execution_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row !== undefined) return journalRowToEntry(row);
      const existing = await this.find(run.computerId, run.executionId);
      if (existing === undefined) throw new Error('the execution vanished while being recorded');
      return existing;
    },

    /** Adds an execution started elsewhere; `created` is false when the journal already had it. */
    async track(
      computerId: string,
      executionId: string,
      by: string,
      at: number,
    ): Promise<{ entry: JournalEntry; created: boolean }> {
      const row = await db
        .insertInto('executions')
        .values({
          computer_id: computerId,
          execution_id: executionId,
          robot_id: null,
          api_version: null,
          variables: null,
          source: 'track',
          started_by: by,
          started_at: new Date(at),
          ended: false,
          updated_at: new Date(at),
          next_read_at: new Date(at),
          search_text: searchText({ computerId, executionId, robotId: null, variables: null }),
        })
        .onConflict((oc) => oc.columns(['computer_id', 'execution_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row !== undefined) return { entry: journalRowToEntry(row), created: true };
      const existing = await this.find(computerId, executionId);
      if (existing === undefined) throw new Error('the execution vanished while being tracked');
      return { entry: existing, created: false };
    },

    /**
     * Stores what a result read said, when it says something new: `changed` with the entry (and whether
     * this write saw it end), `unchanged` when the journal already held exactly that, `not-in-journal`.
     */
    async recordResult(
      computerId: string,
      executionId: string,
      result: ResultRecord,
      at: number,
    ): Promise<RecordedResult> {
      // Most reads say nothing new (the follower and every open page read the same executions), so
      // they are told apart first with a plain read: no transaction, and no queue on the row's lock,
      // which every concurrent read of one execution would otherwise wait in, one behind the other.
      // Skipping the write is what the locked check below would decide too, unless a write lands in
      // between, and then which of two concurrent reads is the newer is not known either way.
      const holds = holdsResult(result).as('same');
      const seen = await db
        .selectFrom('executions')
        .select(holds)
        .where(byId(computerId, executionId))
        .executeTakeFirst();
      if (seen === undefined) return notInJournal;
      if (seen.same) return unchanged;
      return db.transaction().execute(async (tx): Promise<RecordedResult> => {
        const before = await tx
          .selectFrom('executions')
          .select(['id', 'ended', holds])
          .where(byId(computerId, executionId))
          .forUpdate()
          .executeTakeFirst();
        if (before === undefined) return notInJournal;
        if (before.same) return unchanged;
        const row = await tx
          .updateTable('executions')
          .set({
            status: result.status,
            progress: result.progress,
            init_at: new Date(result.init),
            end_at: result.end === null ? null : new Date(result.end),
            ended: result.ended,
            return_value: JSON.stringify(result.returnValue ?? null),
            logs: JSON.stringify(result.logs),
            lost_reason: null,
            updated_at: new Date(at),
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { kind: 'changed', entry: journalRowToEntry(row), endedNow: result.ended && !before.ended };
      });
    },

    /** Records a delete the service accepted (endpoint 7): who and when. */
    async markDeleted(computerId: string, executionId: string, by: string, at: number) {
      const row = await db
        .updateTable('executions')
        .set({ deleted_at: new Date(at), deleted_by: by, updated_at: new Date(at) })
        .where(byId(computerId, executionId))
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : journalRowToEntry(row);
    },

    /** Records why an execution is no longer followed (not found, past the time limit …). */
    async markLost(computerId: string, executionId: string, reason: RecordedLostReason, at: number) {
      const row = await db
        .updateTable('executions')
        .set({ lost_reason: storeLostReason(reason), updated_at: new Date(at) })
        .where(byId(computerId, executionId))
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : journalRowToEntry(row);
    },

    async list(query: JournalQuery, username: string, now: number): Promise<JournalPage> {
      const where = filters(query, username);
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

export type JournalRepository = ReturnType<typeof journalRepository>;
