/**
 * Why the server stopped following an execution, or why it waits, in the operator's words: the codes of
 * `@/api/follow-reasons` (which also reads the English sentences stored before them), said the same way
 * on every page that shows them (the queue, an execution). Text that is no code is shown as it comes.
 */
import type { FollowNote, LostReason } from '@/api/follow-reasons';
import type { Translate } from './i18n-provider';
import { idProblemWords } from './id-words';

/** "Not found on its Runtime", "No longer followed: it ran past the 12-hour limit" … */
export function lostReasonWords(reason: LostReason, t: Translate): string {
  switch (reason.code) {
    case 'not-found':
      return t('follow.lost.notFound');
    case 'time-limit':
      return t('follow.lost.timeLimit', { count: reason.hours });
    case 'polling-limit':
      return t('follow.lost.pollingLimit');
    case 'not-followable':
      return t('follow.lost.notFollowable', { problem: idProblemWords(reason.problem, reason.id, t) });
    case 'text':
      return reason.text;
  }
}

/** "Paused until the person who started it signs in …" */
export function followNoteWords(note: FollowNote, t: Translate): string {
  switch (note.code) {
    case 'paused-no-session':
      return t('follow.note.paused');
    case 'text':
      return note.text;
  }
}
