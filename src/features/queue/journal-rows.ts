/** What each row of the queue offers and shows, as pure functions of its journal entry. */
import { isFollowed } from '@/api/execution-queries';
import { idProblem, notFollowableReason } from '@/api/ids';
import { isQueued, knownStatuses } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/lib/id-words';

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
 * following it (not found on its Runtime, past the time limit …), or ids that cannot be asked for.
 */
export function notFollowedReason(e: JournalEntry, t: Translate): string | undefined {
  if (e.ended || e.deletedAt !== null) return undefined;
  if (e.lostReason !== null) return lostReasonWords(e, e.lostReason, t);
  return unfollowableWords(e, t);
}

/** "Not followed: the execution ID cannot contain …" for ids that cannot be asked for, else undefined. */
function unfollowableWords(e: JournalEntry, t: Translate): string | undefined {
  const runtime = idProblem(e.computerId);
  if (runtime !== undefined)
    return t('queue.lost.notFollowable', { problem: idProblemWords(runtime, 'runtime', t) });
  const execution = idProblem(e.executionId);
  if (execution !== undefined)
    return t('queue.lost.notFollowable', { problem: idProblemWords(execution, 'execution', t) });
  return undefined;
}

const timeLimit = /^No longer followed: it ran past the (\d+)-hour limit$/;

/**
 * The server records why it stopped following an execution in English (server/services/follower.ts;
 * older ones came from browsers that followed their own runs): the ones this console knows are said in
 * the operator's language, any other as it comes.
 */
function lostReasonWords(e: JournalEntry, reason: string, t: Translate): string {
  if (reason === 'Not found on its Runtime') return t('queue.lost.notFound');
  if (reason === 'No longer followed: it ran past the polling time limit')
    return t('queue.lost.pollingLimit');
  const hours = timeLimit.exec(reason)?.[1];
  if (hours !== undefined) return t('queue.lost.timeLimit', { count: Number(hours) });
  if (reason === notFollowableReason(e.computerId, e.executionId)) return unfollowableWords(e, t) ?? reason;
  return reason;
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
