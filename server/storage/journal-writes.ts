/**
 * The execution journal's writes: a run started here, an execution tracked by id, what a result read
 * said, a deletion, and why an execution is no longer followed.
 */
import { sql } from 'kysely';
import { storeLostReason, type RecordedLostReason } from '../../src/api/follow-reasons';
import type { JournalEntry, JournalVariable } from '../../src/api/workspace/journal';
import type { Db } from './database';
import { byId, journalRowToEntry, searchText } from './journal-rows';

export interface RunRecord {
  readonly computerId: string;
  readonly executionId: string;
  readonly robotId: string;
  readonly apiVersion: 'v1' | 'v2';
  readonly variables: readonly JournalVariable[] | null;
  readonly startedBy: string;
  readonly at: number;
  /** The schedule that started it, and its name then. */
  readonly schedule?: { readonly id: string; readonly name: string };
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

/** A started run's row. */
function runRow(run: RunRecord) {
  const at = new Date(run.at);
  return {
    computer_id: run.computerId,
    execution_id: run.executionId,
    robot_id: run.robotId,
    api_version: run.apiVersion,
    variables: run.variables === null ? null : JSON.stringify(run.variables),
    source: 'run' as const,
    started_by: run.startedBy,
    schedule_id: run.schedule?.id ?? null,
    schedule_name: run.schedule?.name ?? null,
    started_at: at,
    ended: false,
    updated_at: at,
    // Read at once, on the writer's clock (the column's default is the database's).
    next_read_at: at,
    search_text: searchText(run),
  };
}

export function journalWrites(
  db: Db,
  find: (computerId: string, executionId: string) => Promise<JournalEntry | undefined>,
) {
  return {
    /** Records a run the service accepted; a second record of the same id keeps the first. */
    async insertRun(run: RunRecord): Promise<JournalEntry> {
      const row = await db
        .insertInto('executions')
        .values(runRow(run))
        .onConflict((oc) => oc.columns(['computer_id', 'execution_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row !== undefined) return journalRowToEntry(row);
      const existing = await find(run.computerId, run.executionId);
      if (existing === undefined) throw new Error('the execution vanished while being recorded');
      return existing;
    },

    /**
     * Records many runs the service accepted in one statement (a scheduler's batch: one turn of the
     * change numbering's lock, not one per run); an id already recorded keeps its first record.
     */
    async insertRuns(runs: readonly RunRecord[]): Promise<void> {
      if (runs.length === 0) return;
      await db
        .insertInto('executions')
        .values(runs.map(runRow))
        .onConflict((oc) => oc.columns(['computer_id', 'execution_id']).doNothing())
        .execute();
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
      const existing = await find(computerId, executionId);
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
  };
}
