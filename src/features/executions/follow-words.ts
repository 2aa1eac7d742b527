/**
 * Why the server stopped following an execution, or why it waits, in the operator's words. The server
 * records these in English (server/services/follower.ts; older reasons came from browsers that followed
 * their own runs, and moved in with them): the ones this console knows are translated, any other is
 * shown as it comes.
 */
import { idProblem, notFollowableReason } from '@/api/ids';
import type { JournalEntry } from '@/api/workspace';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/lib/id-words';

const timeLimit = /^No longer followed: it ran past the (\d+)-hour limit$/;

/** The follower's `pausedNote`: it waits for someone to sign in. */
const pausedNote =
  'Paused until someone signs in: the server reads results with a signed-in operator’s session.';

/** "Not followed: the execution ID cannot contain …" for ids that cannot be asked for, else undefined. */
function unfollowableWords(e: JournalEntry, t: Translate): string | undefined {
  const runtime = idProblem(e.computerId);
  if (runtime !== undefined)
    return t('executions.lost.notFollowable', { problem: idProblemWords(runtime, 'runtime', t) });
  const execution = idProblem(e.executionId);
  if (execution !== undefined)
    return t('executions.lost.notFollowable', { problem: idProblemWords(execution, 'execution', t) });
  return undefined;
}

/** The reason recorded in `lostReason`, translated when it is one the console knows. */
export function lostReasonWords(e: JournalEntry, reason: string, t: Translate): string {
  if (reason === 'Not found on its Runtime') return t('executions.lost.notFound');
  if (reason === 'No longer followed: it ran past the polling time limit')
    return t('executions.lost.pollingLimit');
  const hours = timeLimit.exec(reason)?.[1];
  if (hours !== undefined) return t('executions.lost.timeLimit', { count: Number(hours) });
  if (reason === notFollowableReason(e.computerId, e.executionId)) return unfollowableWords(e, t) ?? reason;
  return reason;
}

/** The note recorded in `followNote`, translated when it is one the console knows. */
export function followNoteWords(note: string, t: Translate): string {
  return note === pausedNote ? t('executions.status.paused') : note;
}
