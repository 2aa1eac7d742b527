/** What each row of the queue offers and shows, as pure functions of its journal entry. */
import { isApiError } from '@/api/api-error';
import { isFollowed, type PollState } from '@/api/execution-queries';
import { isQueued } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace';
import { errorMessage } from '@/lib/error-message';

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

/** Why a row is no longer followed: the journal's reason, or why this page's polling gave up. */
export function notFollowedReason(
  e: JournalEntry,
  poll: { state: PollState; error: unknown } | undefined,
): string | undefined {
  if (e.lostReason !== null) return e.lostReason;
  if (poll?.state.kind !== 'gave-up') return undefined;
  if (poll.state.reason === 'time-limit') return 'No longer followed: it ran past the polling time limit';
  if (isApiError(poll.error) && poll.error.status === 404) return 'Not found on its Runtime';
  return `The service refused to give its result: ${errorMessage(poll.error)}`;
}
