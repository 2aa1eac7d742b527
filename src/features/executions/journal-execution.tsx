import { Alert, Text } from '@mantine/core';
import type { ExecutionResult } from '@/api/schemas';
import { useLiveState } from '@/api/use-live-journal';
import type { JournalEntry } from '@/api/workspace';
import { followPolicy } from '@/api/follow-policy';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { ExecutionInputs } from './execution-inputs';
import { ExecutionLogs } from './execution-logs';
import { ExecutionSummary } from './execution-summary';
import { ReturnValue } from './return-value';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

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
  const result = lastResult(entry);
  const now = useNow(result !== undefined && !entry.ended);

  if (entry.deletedAt !== null) {
    return (
      <>
        <Alert color="gray" title="Deleted from the queue" role="alert">
          <Text size="sm" style={wrapAnywhere}>
            {entry.deletedBy ?? 'An operator'} deleted this execution on {formatDateTime(entry.deletedAt)},
            before it started. Runtime {entry.computerId} no longer has it.
          </Text>
        </Alert>
        <ExecutionInputs entry={entry} />
      </>
    );
  }
  return (
    <>
      <FollowStatus entry={entry} />
      {result === undefined ? (
        <Text size="sm">Waiting for the service’s first answer about this execution.</Text>
      ) : (
        <ExecutionSummary result={result} now={now} />
      )}
      <ExecutionInputs entry={entry} />
      {result !== undefined && (
        <>
          <ReturnValue value={result.returnValue} ended={entry.ended} />
          <ExecutionLogs logs={result.logs} />
        </>
      )}
    </>
  );
}

/** One line that says whether the view is still updating, and why not when it is not. */
function FollowStatus({ entry }: { entry: JournalEntry }) {
  const live = useLiveState();
  let text: string;
  if (entry.ended) text = 'Ended: no longer updating.';
  else if (entry.lostReason !== null)
    text = `Not updating: ${entry.lostReason} Use Refresh to read it again.`;
  else if (entry.followNote !== null) text = entry.followNote;
  else if (live.kind === 'fallback')
    text = `Live updates are interrupted: read again every ${Math.round(live.refreshMs / 1000)} s.`;
  else
    text = `Updated as it happens: the server reads it every ${followPolicy.intervalMs / 1000} s for the whole team.`;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="poll-status">
      {text}
    </Text>
  );
}
