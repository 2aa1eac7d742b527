import { Text } from '@mantine/core';
import type { ExecutionResult } from '@/api/schemas';
import { useLiveState } from '@/data/use-live-journal';
import type { JournalEntry } from '@/api/workspace/journal';
import { followPolicy } from '@/api/follow-policy';
import { useT } from '@/i18n/i18n-provider';
import { useNow } from '@/lib/use-now';
import { ExecutionInputs } from './execution-inputs';
import { ExecutionLogs } from './execution-logs';
import { DeletedAlert } from './execution-not-loaded';
import { ExecutionSummary } from './execution-summary';
import { FailureSummary } from './failure-summary';
import { followNoteWords, lostReasonWords } from '@/i18n/follow-words';
import { ReturnValue } from './return-value';

/** The result as the journal last recorded it, once the service has answered at least once. */
function lastResult(entry: JournalEntry): ExecutionResult | undefined {
  if (entry.status === null) return undefined;
  return {
    _id: entry.executionId,
    status: entry.status,
    progress: entry.progress ?? 0,
    init: entry.init ?? entry.startedAt,
    end: entry.end,
    returnValue: entry.returnValue ?? null,
    logs: entry.logs ?? [],
  };
}

/**
 * An execution of the team's journal, as the server follows it: every change arrives through the live
 * stream, so this view never asks the service itself (Refresh does, once).
 */
export function JournalExecution({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const result = lastResult(entry);
  const now = useNow(result !== undefined && !entry.ended);

  if (entry.deletedAt !== null) {
    return (
      <>
        <DeletedAlert entry={entry} deletedAt={entry.deletedAt} computerId={entry.computerId} />
        <ExecutionInputs entry={entry} />
      </>
    );
  }
  return (
    <>
      {result !== undefined && <FailureSummary result={result} />}
      <FollowStatus entry={entry} />
      {result === undefined ? (
        <Text size="sm">{t('executions.status.firstAnswer')}</Text>
      ) : (
        <ExecutionSummary result={result} now={now} />
      )}
      <ExecutionInputs entry={entry} />
      {result !== undefined && (
        <>
          <ReturnValue value={result.returnValue} ended={entry.ended} executionId={entry.executionId} />
          <ExecutionLogs logs={result.logs} executionId={entry.executionId} />
        </>
      )}
    </>
  );
}

/** One line that says whether the view is still updating, and why not when it is not. */
function FollowStatus({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const live = useLiveState();
  let text: string;
  if (entry.ended) text = t('executions.status.ended');
  else if (entry.lostReason !== null)
    text = t('executions.status.lost', { reason: lostReasonWords(entry.lostReason, t) });
  else if (entry.followNote !== null) text = followNoteWords(entry.followNote, t);
  else if (live.kind === 'fallback')
    text = t('executions.status.fallback', { seconds: Math.round(live.refreshMs / 1000) });
  else text = t('executions.status.live', { seconds: followPolicy.intervalMs / 1000 });
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="poll-status">
      {text}
    </Text>
  );
}
