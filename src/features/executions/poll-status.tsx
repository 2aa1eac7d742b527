import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { pollingPolicy, pollStateOf } from '@/data/execution-queries';
import type { ExecutionResult } from '@/api/schemas';
import { useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
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
  const t = useT();
  const visible = useDocumentVisible();
  const state = pollStateOf(computerId, executionId, query, now);
  let text: string;
  switch (state.kind) {
    case 'ended':
      text = t('executions.status.ended');
      break;
    case 'gave-up':
      text =
        state.reason === 'time-limit'
          ? t('executions.status.timeLimit', {
              count: Math.round(pollingPolicy.maxDurationMs / 3_600_000),
            })
          : t('executions.status.refused');
      break;
    case 'polling':
      if (!visible) text = t('executions.status.hidden');
      else if (query.isError) {
        text = t('executions.status.retrying', {
          error: errorMessage(query.error, t),
          seconds: Math.round(state.delayMs / 1000),
        });
      } else text = t('executions.status.polling', { seconds: pollingPolicy.intervalMs / 1000 });
      break;
  }
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="poll-status">
      {text}
    </Text>
  );
}
