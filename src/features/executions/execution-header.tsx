import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { JournalEntry } from '@/api/workspace';
import { workspaceApi, workspaceKeys } from '@/api/workspace-client';
import { errorMessage } from '@/lib/error-message';
import { executionPath } from '@/lib/execution-path';
import { formatDateTime } from '@/lib/format';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { useStartRun } from '@/lib/use-start-run';
import { runAgainFrom } from './run-again';

/**
 * The line under the title: where it runs and, from the journal, which robot, who started (or tracked)
 * it and when, and who deleted it.
 */
export function ExecutionHeadline({
  computerId,
  entry,
}: {
  computerId: string;
  /** `null`: the journal does not hold it; `undefined`: not known (yet). */
  entry: JournalEntry | null | undefined;
}) {
  return (
    <span data-testid="execution-facts">
      Runtime <strong>{computerId}</strong>
      {entry?.robotId != null && (
        <>
          {' '}
          · Robot <strong>{entry.robotId}</strong>
        </>
      )}
      {entry != null && (
        <>
          {' '}
          · {entry.source === 'run' ? 'started' : 'tracked'} by <strong>{entry.startedBy}</strong> on{' '}
          {formatDateTime(entry.startedAt)}
          {entry.deletedAt !== null && (
            <>
              {' '}
              · deleted by <strong>{entry.deletedBy ?? 'an unknown operator'}</strong> on{' '}
              {formatDateTime(entry.deletedAt)}
            </>
          )}{' '}
          ·{' '}
          <Anchor component={Link} to="/queue" underline="always">
            in the team’s queue
          </Anchor>
        </>
      )}
      {entry === null && ' · not in the team’s journal'}
    </span>
  );
}

/** Refresh, and "Run again" from the journal's inputs or "Track in queue" when the journal lacks it. */
export function ExecutionActions({
  computerId,
  executionId,
  entry,
  refreshing,
  onRefresh,
}: {
  computerId: string;
  executionId: string;
  entry: JournalEntry | null | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Group gap="xs" align="flex-start">
      <Button variant="default" onClick={onRefresh} loading={refreshing}>
        Refresh
      </Button>
      {entry === null && <TrackButton computerId={computerId} executionId={executionId} />}
      {entry != null && <RunAgainButton entry={entry} />}
    </Group>
  );
}

function TrackButton({ computerId, executionId }: { computerId: string; executionId: string }) {
  const queryClient = useQueryClient();
  const tracking = useMutation({
    mutationFn: () => workspaceApi.track(computerId, executionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() }),
    onError: (error) =>
      notifications.show({ color: 'red', title: 'Not tracked', message: errorMessage(error) }),
  });
  return (
    <Button variant="light" onClick={() => tracking.mutate()} loading={tracking.isPending}>
      Track in queue
    </Button>
  );
}

const reasonId = 'run-again-reason';

function RunAgainButton({ entry }: { entry: JournalEntry }) {
  const navigate = useNavigate();
  const rerun = useStartRun();
  const mounted = useMountedRef();
  const plan = runAgainFrom(entry);

  if (plan.kind === 'unavailable') {
    return (
      <Stack gap={4} maw={300}>
        <Button disabled aria-describedby={reasonId}>
          Run again
        </Button>
        <Text size="xs" c="dimmed" id={reasonId}>
          {plan.reason}
        </Text>
      </Stack>
    );
  }

  const runAgain = async () => {
    try {
      const id = await rerun.start(plan.input);
      if (mounted.current) await navigate(executionPath({ computerId: entry.computerId, executionId: id }));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The robot was not started again',
        message: errorMessage(error),
      });
    }
  };
  return (
    <Button onClick={() => void runAgain()} loading={rerun.isPending}>
      Run again
    </Button>
  );
}
