/** What each row of the queue offers and shows, as pure functions of its journal entry. */
import { isApiError } from '@/api/api-error';
import { isFollowed, type PollState } from '@/api/execution-queries';
import { idProblem, idProblemMessage } from '@/api/ids';
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

/**
 * Why a row that has not ended no longer updates: the journal's reason, ids that cannot be asked for, or
 * why this page's polling gave up.
 */
export function notFollowedReason(
  e: JournalEntry,
  poll: { state: PollState; error: unknown } | undefined,
): string | undefined {
  if (e.lostReason !== null) return e.lostReason;
  // Ids that cannot work (recorded before the server checked them) are never asked for.
  const runtime = idProblem(e.computerId);
  if (runtime !== undefined) return `Not followed: ${idProblemMessage(runtime, 'the Runtime ID')}`;
  const execution = idProblem(e.executionId);
  if (execution !== undefined) return `Not followed: ${idProblemMessage(execution, 'the execution ID')}`;
  if (poll?.state.kind !== 'gave-up') return undefined;
  if (poll.state.reason === 'time-limit') return 'No longer followed: it ran past the polling time limit';
  if (isApiError(poll.error) && poll.error.status === 404) return 'Not found on its Runtime';
  return `The service refused to give its result: ${errorMessage(poll.error)}`;
}
