import type { HistoryEntry } from '@/api/workspace/history';
import type { Translate } from '@/i18n/i18n-provider';

/** Who sent a record, as the history says it: the person, or a reporting plan and who approved it. */
export function senderWords(
  entry: Pick<HistoryEntry, 'sentBy' | 'byPlan' | 'approvedBy'>,
  t: Translate,
): string {
  if (!entry.byPlan) return entry.sentBy;
  return entry.approvedBy === null
    ? t('reporting.history.byPlan')
    : t('reporting.history.byPlanApproved', { who: entry.approvedBy });
}
