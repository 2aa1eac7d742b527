import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { pollingPolicy, pollStateOf } from '@/api/execution-queries';
import type { ExecutionResult } from '@/api/schemas';
import { errorMessage } from '@/lib/error-message';
import { useDocumentVisible } from '@/lib/use-document-visible';

/** One line that says whether the view is still updating, and why not when it is not. */
export function PollStatus({
  computerId,
  executionId,
  query,
  now,
}: {
  computerId: string;
  executionId: string;
  query: UseQueryResult<ExecutionResult>;
  now: number;
}) {
  const visible = useDocumentVisible();
  const state = pollStateOf(computerId, executionId, query, now);
  let text: string;
  switch (state.kind) {
    case 'ended':
      text = 'Ended: no longer updating.';
      break;
    case 'gave-up':
      text =
        state.reason === 'time-limit'
          ? `Stopped updating after ${Math.round(pollingPolicy.maxDurationMs / 3_600_000)} hours; use Refresh to read it again.`
          : 'Not updating: the service refused to give this result. Use Refresh to try again.';
      break;
    case 'polling':
      if (!visible) text = 'Paused while this tab is hidden.';
      else if (query.isError) {
        text = `Could not read the latest result (${errorMessage(query.error)}). Trying again in ${Math.round(state.delayMs / 1000)} s.`;
      } else text = `Updating every ${pollingPolicy.intervalMs / 1000} s.`;
      break;
  }
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="poll-status">
      {text}
    </Text>
  );
}
