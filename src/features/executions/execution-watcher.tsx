import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { executionResultQuery, pollStateOf } from '@/api/execution-queries';
import { hasEnded, statusTone } from '@/api/spec-gaps';
import { toneColor } from '@/components/status-badge';
import { errorMessage } from '@/lib/error-message';
import { executionPath } from '@/lib/execution-path';
import { useLocalStore } from '@/lib/local-store';
import { addressProblem } from './execution-not-loaded';
import {
  isActive,
  markLost,
  recordResult,
  trackedExecutionsStore,
  type TrackedExecution,
} from '@/lib/tracked-executions';

/**
 * Follows every active tracked execution from any page: one poll each (the same queries the execution
 * view uses, so nothing is fetched twice), every result saved for the queue, and a notification when
 * one ends. Ended and deleted executions are not polled at all.
 */
export function ExecutionWatcher() {
  const tracked = useLocalStore(trackedExecutionsStore).filter(isActive);
  // Ids that cannot work (tracked before the forms checked them) are never asked for: the row says why.
  const active = tracked.filter((e) => addressProblem(e.computerId, e.executionId) === undefined);
  useEffect(() => {
    for (const e of tracked) {
      const problem = addressProblem(e.computerId, e.executionId);
      if (problem !== undefined) markLost(e.computerId, e.executionId, `Not followed: ${problem}`);
    }
  });
  const results = useQueries({
    queries: active.map((e) => executionResultQuery(e.computerId, e.executionId)),
  });

  useEffect(() => {
    results.forEach((result, index) => {
      const execution = active[index];
      if (execution === undefined) return;
      const data = result.data;
      const changed =
        data !== undefined &&
        (data.status !== execution.status ||
          data.progress !== execution.progress ||
          hasEnded(data) !== execution.ended);
      if (changed && recordResult(execution.computerId, execution.executionId, data)) {
        announceEnd(execution, data.status);
      }
      // Polling gave up (a refusal such as 404, or the time limit): say why instead of staying "active".
      const poll = pollStateOf(execution.computerId, execution.executionId, result, Date.now());
      if (poll.kind === 'gave-up')
        markLost(execution.computerId, execution.executionId, lostReason(poll.reason, result.error));
    });
  });

  return null;
}

function lostReason(reason: 'time-limit' | 'refused', error: unknown): string {
  if (reason === 'time-limit') return 'No longer followed: it ran past the polling time limit';
  if (isApiError(error) && error.status === 404) return 'Not found on its Runtime';
  return `The service refused to give its result: ${errorMessage(error)}`;
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function announceEnd(execution: TrackedExecution, status: string): void {
  const tone = statusTone(status);
  const path = executionPath(execution);
  notifications.show({
    color: toneColor[tone],
    // Ids may be long and without spaces: they wrap rather than being cut off by the notification.
    title: <span style={wrapAnywhere}>{`${execution.robotId ?? 'Execution'} ended: ${status}`}</span>,
    message: (
      <Text span size="sm" style={wrapAnywhere}>
        Execution {execution.executionId} on {execution.computerId}.{' '}
        <Anchor component={Link} to={path} size="sm" underline="always">
          Open it
        </Anchor>
      </Text>
    ),
    autoClose: tone === 'error' ? false : 8_000,
  });
}
