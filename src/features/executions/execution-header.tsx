import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { JournalEntry } from '@/api/workspace';
import { workspaceApi, workspaceKeys } from '@/api/workspace-client';
import { useT, Words, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/lib/error-message';
import { executionPath } from '@/lib/execution-path';
import { formatDateTime } from '@/lib/format';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { useStartRun } from '@/lib/use-start-run';
import { runAgainFrom, type RunAgainUnavailable } from './run-again';

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
  const t = useT();
  return (
    <span data-testid="execution-facts">
      <Words id="executions.facts.runtime" values={{ runtime: <strong>{computerId}</strong> }} />
      {entry?.robotId != null && (
        <>
          {' · '}
          <Words id="executions.facts.robot" values={{ robot: <strong>{entry.robotId}</strong> }} />
        </>
      )}
      {entry != null && (
        <>
          {' · '}
          <Words
            id={entry.source === 'run' ? 'executions.facts.startedBy' : 'executions.facts.trackedBy'}
            values={{ who: <strong>{entry.startedBy}</strong>, when: formatDateTime(entry.startedAt) }}
          />
          {entry.deletedAt !== null && (
            <>
              {' · '}
              <Words
                id="executions.facts.deletedBy"
                values={{
                  who: <strong>{entry.deletedBy ?? t('executions.facts.unknownOperator')}</strong>,
                  when: formatDateTime(entry.deletedAt),
                }}
              />
            </>
          )}
          {' · '}
          <Anchor component={Link} to="/queue" underline="always">
            {t('executions.facts.inQueue')}
          </Anchor>
        </>
      )}
      {entry === null && ` · ${t('executions.facts.notInJournal')}`}
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
  const t = useT();
  return (
    <Group gap="xs" align="flex-start">
      <Button variant="default" onClick={onRefresh} loading={refreshing}>
        {t('executions.actions.refresh')}
      </Button>
      {entry === null && <TrackButton computerId={computerId} executionId={executionId} />}
      {entry != null && <RunAgainButton entry={entry} />}
    </Group>
  );
}

function TrackButton({ computerId, executionId }: { computerId: string; executionId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const tracking = useMutation({
    mutationFn: () => workspaceApi.track(computerId, executionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('executions.actions.notTracked'),
        message: errorMessage(error, t),
      }),
  });
  return (
    <Button variant="light" onClick={() => tracking.mutate()} loading={tracking.isPending}>
      {t('executions.actions.track')}
    </Button>
  );
}

const reasonId = 'run-again-reason';

function RunAgainButton({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const navigate = useNavigate();
  const rerun = useStartRun();
  const mounted = useMountedRef();
  const plan = runAgainFrom(entry);

  if (plan.kind === 'unavailable') {
    return (
      <Stack gap={4} maw={300}>
        <Button disabled aria-describedby={reasonId}>
          {t('executions.actions.runAgain')}
        </Button>
        <Text size="xs" c="dimmed" id={reasonId}>
          {unavailableWords(plan, t)}
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
        title: t('executions.actions.notStarted'),
        message: errorMessage(error, t),
      });
    }
  };
  return (
    <Button onClick={() => void runAgain()} loading={rerun.isPending}>
      {t('executions.actions.runAgain')}
    </Button>
  );
}

/** Why it cannot be run again, in plain words. */
function unavailableWords(plan: RunAgainUnavailable, t: Translate): string {
  if (plan.reason === 'tracked') return t('executions.actions.trackedById');
  const names = plan.secrets.map((name) => `"${name}"`).join(', ');
  return t('executions.actions.secrets', { count: plan.secrets.length, names });
}
