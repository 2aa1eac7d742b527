import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { textLimits } from '@/api/limits';
import type { RunNowAnswer, Schedule } from '@/api/workspace/schedules';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { notices } from '@/lib/notices';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { pauseScheduleMutation } from '@/data/workspace-queries';
import { AppDialog } from '@/components/app-dialog';
import { useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { executionPath } from '@/lib/pages';
import { pages } from '@/lib/pages';

export type RunNow = UseMutationResult<RunNowAnswer, Error, string>;

/** Run now, Pause (asking why) or Resume, and Delete (asked first), as far as the signed-in role may. */
export function ScheduleActions({ schedule, runNow }: { schedule: Schedule; runNow: RunNow }) {
  const t = useT();
  const mayRun = useAllowed(workspaceRouteTable.runSchedule.role);
  const mayChange = useAllowed(workspaceRouteTable.updateSchedule.role);
  const mayDelete = useAllowed(workspaceRouteTable.deleteSchedule.role);
  const queryClient = useQueryClient();
  const pause = useMutation({
    ...pauseScheduleMutation(queryClient),
    onError: (error) =>
      notices.show({
        color: 'red',
        title: t('schedules.actions.notChanged'),
        message: errorMessage(error, t),
      }),
  });
  const [deleting, setDeleting] = useState(false);
  const [pausing, setPausing] = useState(false);
  return (
    <Group gap="xs">
      {mayRun && (
        <Button onClick={() => runNow.mutate(schedule.id)} loading={runNow.isPending}>
          {t('schedules.actions.runNow')}
        </Button>
      )}
      {mayChange && (
        <Button
          variant="default"
          loading={pause.isPending}
          onClick={() => (schedule.paused ? pause.mutate({ schedule, paused: false }) : setPausing(true))}
        >
          {schedule.paused ? t('schedules.actions.resume') : t('schedules.actions.pause')}
        </Button>
      )}
      {mayChange && (
        <PauseScheduleModal
          schedule={schedule}
          opened={pausing}
          onClose={() => setPausing(false)}
          onPause={(note) => {
            setPausing(false);
            pause.mutate({ schedule, paused: true, note });
          }}
        />
      )}
      {mayDelete && (
        <>
          <Button variant="light" color="red" onClick={() => setDeleting(true)}>
            {t('schedules.actions.delete')}
          </Button>
          <DeleteScheduleModal schedule={schedule} opened={deleting} onClose={() => setDeleting(false)} />
        </>
      )}
    </Group>
  );
}

/** Pausing asks why, optionally (as acknowledging an alert does): the team reads it on the schedule's page. */
function PauseScheduleModal({
  schedule,
  opened,
  onClose,
  onPause,
}: {
  schedule: Schedule;
  opened: boolean;
  onClose: () => void;
  onPause: (note: string) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('schedules.pause.question', { name: schedule.name })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onPause(note);
          setNote('');
        }}
      >
        <Stack>
          <Text size="sm">{t('schedules.pause.explain')}</Text>
          <Textarea
            label={t('schedules.policy.pauseNote')}
            description={t('schedules.policy.pauseNoteHint')}
            value={note}
            maxLength={textLimits.description}
            rows={3}
            data-autofocus
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('schedules.pause.cancel')}
            </Button>
            <Button type="submit">{t('schedules.actions.pause')}</Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}

function DeleteScheduleModal({
  schedule,
  opened,
  onClose,
}: {
  schedule: Schedule;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => workspaceApi.deleteSchedule(schedule.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: workspaceKeys.schedule(schedule.id) });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.schedules() });
      notices.show({ message: t('schedules.delete.done', { name: schedule.name }) });
      await navigate(pages.schedules);
    },
  });
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('schedules.delete.question', { name: schedule.name })}
    >
      <Stack>
        <Text size="sm">{t('schedules.delete.explain')}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" title={t('schedules.delete.failed')}>
            {errorMessage(remove.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('schedules.delete.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('schedules.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

/** What "Run now" came to: the execution it started, with a link to it, or why it did not start. */
export function RunNowOutcome({ runNow, name }: { runNow: RunNow; name: string }) {
  const t = useT();
  if (runNow.isSuccess) {
    return (
      <Alert
        color="green"
        role="status"
        title={t('schedules.runNow.started', { name })}
        withCloseButton
        closeButtonLabel={t('common.closeNotification')}
        onClose={() => runNow.reset()}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('schedules.runNow.execution', { id: runNow.data.executionId, runtime: runNow.data.computerId })}{' '}
          <Anchor component={Link} to={executionPath(runNow.data)} underline="always">
            {t('schedules.runNow.open')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (runNow.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        title={t('schedules.runNow.failed', { name })}
        withCloseButton
        closeButtonLabel={t('common.closeNotification')}
        onClose={() => runNow.reset()}
      >
        {errorMessage(runNow.error, t)}
      </Alert>
    );
  }
  return null;
}
