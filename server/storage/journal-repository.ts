/**
 * The execution journal's queries: every run started through the server, every execution tracked by
 * id, and what the service last said about each. Rows are validated when read back: a column that does
 * not hold what it should is shown as unknown, it never costs the page the other rows. The reads
 * (journal-reads.ts) and the writes (journal-writes.ts) live apart; this is the one repository of both.
 */
import type { Db } from './database';
import { journalReads } from './journal-reads';
import { journalWrites } from './journal-writes';

export { journalRowToEntry, searchText } from './journal-rows';

export function journalRepository(db: Db) {
  const reads = journalReads(db);
  return { ...reads, ...journalWrites(db, (computerId, executionId) => reads.find(computerId, executionId)) };
}

export type JournalRepository = ReturnType<typeof journalRepository>;
