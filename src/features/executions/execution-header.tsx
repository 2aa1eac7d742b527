import { Anchor, Button, Group } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { JournalEntry } from '@/api/workspace/journal';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT, Words } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { formatDateTime } from '@/lib/format';
import { endpoints } from '@/api/endpoints';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { DeleteExecutionButton } from './execution-delete';
import { RunAgainButtons } from './run-again-buttons';
import { pages, schedulePath } from '@/lib/pages';

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
          {entry.schedule === undefined ? (
            <Words
              id={entry.source === 'run' ? 'executions.facts.startedBy' : 'executions.facts.trackedBy'}
              values={{ who: <strong>{entry.startedBy}</strong>, when: formatDateTime(entry.startedAt) }}
            />
          ) : (
            <Words
              id="executions.facts.startedBySchedule"
              values={{
                schedule: (
                  <Anchor component={Link} to={schedulePath(entry.schedule.id)} underline="always" fw={700}>
                    {entry.schedule.name}
                  </Anchor>
                ),
                who: <strong>{entry.startedBy}</strong>,
                when: formatDateTime(entry.startedAt),
              }}
            />
          )}
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
          <Anchor component={Link} to={pages.queue} underline="always">
            {t('executions.facts.inQueue')}
          </Anchor>
        </>
      )}
      {entry === null && ` · ${t('executions.facts.notInJournal')}`}
    </span>
  );
}

/**
 * Refresh; "Run again" and "Edit and run again" from the journal's inputs, or "Track in queue" when the
 * journal lacks it; "Delete" while it is queued.
 */
export function ExecutionActions({
  computerId,
  executionId,
  entry,
  queued,
  refreshing,
  onRefresh,
}: {
  computerId: string;
  executionId: string;
  entry: JournalEntry | null | undefined;
  /** Last seen waiting in the queue, not deleted: it can be deleted. */
  queued: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const t = useT();
  const mayTrack = useAllowed(workspaceRouteTable.track.role);
  const mayRun = useAllowed(endpoints.runV2.role);
  const mayDelete = useAllowed(endpoints.deleteExecution.role);
  return (
    <Group gap="xs" align="flex-start">
      <Button variant="default" onClick={onRefresh} loading={refreshing}>
        {t('executions.actions.refresh')}
      </Button>
      {entry === null && mayTrack && <TrackButton computerId={computerId} executionId={executionId} />}
      {entry != null && mayRun && <RunAgainButtons entry={entry} />}
      {mayDelete && (
        <DeleteExecutionButton
          computerId={computerId}
          executionId={executionId}
          robotId={entry?.robotId ?? null}
          offered={queued}
        />
      )}
      {!mayTrack && !mayRun && !mayDelete && <RoleNote>{t('executions.role.readOnly')}</RoleNote>}
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
      notices.show({
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
