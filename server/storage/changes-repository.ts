/**
 * The journal's changes in the order they happened: every visible change of an execution takes the next
 * number of one database sequence (migration 0003's trigger), so "everything after change N" is one
 * indexed query, which is how a browser's live stream resumes without missing anything.
 */
import { sql } from 'kysely';
import type { JournalEntry } from '../../src/api/workspace/journal';
import type { Db } from './database';
import { journalRowToEntry } from './journal-repository';

export interface JournalChange {
  readonly seq: number;
  readonly entry: JournalEntry;
}

export function changesRepository(db: Db) {
  return {
    /** The number of the latest change (0 before the first). */
    async latest(): Promise<number> {
      const row = await db
        .selectFrom('executions')
        .select(sql<string>`coalesce(max(change_seq), 0)::text`.as('seq'))
        .executeTakeFirstOrThrow();
      return Number(row.seq);
    },

    /** The changes after `seq`, oldest first, at most `limit`. */
    async since(seq: number, limit: number): Promise<JournalChange[]> {
      const rows = await db
        .selectFrom('executions')
        .selectAll()
        .select(sql<string>`change_seq::text`.as('seq_text'))
        .where(sql`change_seq`, '>', seq)
        .orderBy('change_seq')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ seq: Number(row.seq_text), entry: journalRowToEntry(row) }));
    },
  };
}

export type ChangesRepository = ReturnType<typeof changesRepository>;
