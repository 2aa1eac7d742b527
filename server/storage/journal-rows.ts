/**
 * A journal row as the API shows it, and what the queue's search reads of it: shared by the journal's
 * reads and writes and by the other repositories that return journal entries.
 */
import type { ExpressionBuilder } from 'kysely';
import { z } from '../../src/api/zod';
import { readFollowNote, readLostReason } from '../../src/api/follow-reasons';
import {
  journalVariableSchema,
  type JournalEntry,
  type JournalVariable,
} from '../../src/api/workspace/journal';
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
    ...(row.schedule_id === null ? {} : { schedule: { id: row.schedule_id, name: row.schedule_name ?? '' } }),
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

export type Eb = ExpressionBuilder<Database, 'executions'>;

/** One execution of the journal, by its id on its Runtime. */
export const byId = (computerId: string, executionId: string) => (eb: Eb) =>
  eb.and([eb('computer_id', '=', computerId), eb('execution_id', '=', executionId)]);
