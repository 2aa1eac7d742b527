/** What each row of the queue offers and shows, as pure functions of its journal entry. */
import { isFollowed } from '@/data/execution-queries';
import { notFollowable } from '@/api/follow-reasons';
import { isQueued, knownStatuses } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace/journal';
import type { Translate } from '@/i18n/i18n-provider';
import { lostReasonWords } from '@/i18n/follow-words';

export function rowKey(e: { computerId: string; executionId: string }): string {
  return `${e.computerId}/${e.executionId}`;
}

/** Only a row last seen queued can be deleted; the service answers 409 if it has started since. */
export function canDelete(e: JournalEntry): boolean {
  return e.deletedAt === null && !e.ended && e.status !== null && isQueued(e.status);
}

/** Milliseconds from start to end (or to deletion, or to `now` while followed); undefined when unknown. */
export function durationMs(e: JournalEntry, now: number): number | undefined {
  if (e.init === null) return undefined;
  if (e.end !== null) return e.end - e.init;
  if (e.deletedAt !== null) return e.deletedAt - e.init;
  return isFollowed(e) ? Math.max(0, now - e.init) : undefined;
}

/** When it started: the service's `init` once read, else when it entered the journal. */
export function startedAt(e: JournalEntry): number {
  return e.init ?? e.startedAt;
}

/**
 * Why a row that has not ended no longer updates, in the operator's words: the reason the server gave up
 * following it (not found on its Runtime, past the time limit …), or ids that cannot be asked for (a row
 * the server has not come to yet).
 */
export function notFollowedReason(e: JournalEntry, t: Translate): string | undefined {
  if (e.ended || e.deletedAt !== null) return undefined;
  const reason = e.lostReason ?? notFollowable(e.computerId, e.executionId);
  return reason === undefined ? undefined : lostReasonWords(reason, t);
}

/**
 * The statuses a deletable execution may have, for asking the server which rows can be deleted: the
 * queued ones the spec's gaps name, those of the journal that read as queued, and, when the operator
 * filters by status, only the queued ones among theirs.
 */
export function queuedStatuses(present: readonly string[], filter: readonly string[]): string[] {
  if (filter.length > 0) return filter.filter(isQueued);
  const known = Object.keys(knownStatuses).filter(isQueued);
  return [...new Set([...known, ...present.filter(isQueued)])];
}

/** Where a row came from, as its row says it: by a schedule (named), tracked by id, or run from here. */
export function sourceWords(e: JournalEntry, t: Translate): string {
  if (e.schedule !== undefined) return t('queue.row.bySchedule', { name: e.schedule.name });
  return t(e.source === 'track' ? 'queue.export.sourceTrack' : 'queue.export.sourceRun');
}
