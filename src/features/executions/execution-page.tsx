import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { executionResultQuery } from '@/api/execution-queries';
import { hasEnded } from '@/api/spec-gaps';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useLocalStore } from '@/lib/local-store';
import { trackedExecutionsStore, trackExecution } from '@/lib/tracked-executions';
import { useNow } from '@/lib/use-now';
import { executionPath } from '@/lib/execution-path';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { useStartRun } from '@/lib/use-start-run';
import { ExecutionLogs } from './execution-logs';
import { addressProblem, NotAnExecution, NotLoaded } from './execution-not-loaded';
import { ExecutionSummary } from './execution-summary';
import { PollStatus } from './poll-status';
import { ReturnValue } from './return-value';

/** The live view of one execution; works as a deep link, tracked or not. */
export function ExecutionPage() {
  const { computerId = '', executionId = '' } = useParams();
  const problem = addressProblem(computerId, executionId);
  if (problem !== undefined) return <NotAnExecution problem={problem} />;
  return <ExecutionView computerId={computerId} executionId={executionId} />;
}

function ExecutionView({ computerId, executionId }: { computerId: string; executionId: string }) {
  const navigate = useNavigate();
  const query = useQuery(executionResultQuery(computerId, executionId));
  const tracked = useLocalStore(trackedExecutionsStore).find(
    (e) => e.computerId === computerId && e.executionId === executionId,
  );
  const ended = query.data !== undefined && hasEnded(query.data);
  const now = useNow(query.data !== undefined && !ended);
  const rerun = useStartRun();
  const mounted = useMountedRef();
  const runAgainInput =
    tracked?.run !== undefined && tracked.robotId !== undefined
      ? { computerId, robotId: tracked.robotId, ...tracked.run }
      : undefined;

  const runAgain = async () => {
    if (runAgainInput === undefined) return;
    try {
      const id = await rerun.start(runAgainInput);
      if (mounted.current) await navigate(executionPath({ computerId, executionId: id }));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The robot was not started again',
        message: errorMessage(error),
      });
    }
  };

  const actions = (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={() => void query.refetch()}
        loading={query.isFetching && !query.isPending}
      >
        Refresh
      </Button>
      {tracked === undefined ? (
        <Button variant="light" onClick={() => trackExecution({ computerId, executionId, source: 'track' })}>
          Track in queue
        </Button>
      ) : runAgainInput !== undefined ? (
        <Button onClick={() => void runAgain()} loading={rerun.isPending}>
          Run again
        </Button>
      ) : (
        <Text size="sm" c="dimmed" maw={220}>
          Tracked by id: its inputs are unknown here, so it cannot be run again.
        </Text>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={`Execution ${executionId}`}
        description={
          <>
            Runtime <strong>{computerId}</strong>
            {tracked?.robotId !== undefined && (
              <>
                {' '}
                · Robot <strong>{tracked.robotId}</strong>
              </>
            )}
            {tracked !== undefined && (
              <>
                {' '}
                ·{' '}
                <Anchor component={Link} to="/queue" underline="always">
                  in your queue
                </Anchor>
              </>
            )}
          </>
        }
        actions={actions}
      />
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the execution" />
        </Center>
      ) : query.data === undefined ? (
        <NotLoaded error={query.error} onRetry={() => query.refetch()} computerId={computerId} />
      ) : (
        <>
          <PollStatus computerId={computerId} executionId={executionId} query={query} now={now} />
          <ExecutionSummary result={query.data} now={now} />
          <ReturnValue value={query.data.returnValue} ended={ended} />
          <ExecutionLogs logs={query.data.logs} />
        </>
      )}
    </Stack>
  );
}
