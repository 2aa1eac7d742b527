import { pollStateOf, useFollowedResults } from '@/api/execution-queries';
import type { JournalEntry } from '@/api/workspace';
import { notFollowedReason, rowKey } from './journal-rows';

/**
 * Keeps the rows of the shown page up to date while they run: each one still followed is read through
 * the proxy on the usual polling policy (which refreshes the journal when it changed), and stops when it
 * ends. Returns why a row no longer updates, for those that should and do not.
 */
export function useLiveRows(rows: readonly JournalEntry[], now: number): ReadonlyMap<string, string> {
  const followed = useFollowedResults(rows);
  const reasons = new Map<string, string>();
  for (const row of rows) {
    const reason = row.ended || row.deletedAt !== null ? undefined : notFollowedReason(row, undefined);
    if (reason !== undefined) reasons.set(rowKey(row), reason);
  }
  for (const { entry, result } of followed) {
    const state = pollStateOf(entry.computerId, entry.executionId, result, now);
    const reason = notFollowedReason(entry, { state, error: result.error });
    if (reason !== undefined) reasons.set(rowKey(entry), reason);
  }
  return reasons;
}
