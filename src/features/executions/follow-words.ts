/**
 * The follower's reasons and notes on the execution page: the words are `@/lib/follow-words`, the
 * queue's too. This keeps the names journal-execution.tsx calls (which may import the shared module
 * directly, and no longer needs to pass the entry).
 */
import type { LostReason } from '@/api/follow-reasons';
import type { JournalEntry } from '@/api/workspace';
import type { Translate } from '@/i18n/i18n-provider';
import { lostReasonWords as reasonWords } from '@/lib/follow-words';

export { followNoteWords } from '@/lib/follow-words';

/** The reason recorded in `lostReason`, in the operator's words. */
export function lostReasonWords(_entry: JournalEntry, reason: LostReason, t: Translate): string {
  return reasonWords(reason, t);
}
