/**
 * On a schedule's page, the palette offers that schedule's own commands: "Run … now", and "Pause …" or
 * "Resume …". They make the same calls as the page's buttons (workspace-queries.ts) and say what came
 * of them in a notice, which outlasts the palette.
 */
import { Anchor, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useMatch } from 'react-router';
import { workspaceRouteTable } from '@/api/workspace/routes';
import type { RunNowAnswer } from '@/api/workspace/schedules';
import { useAllowed } from '@/data/use-role';
import { notices } from '@/lib/notices';
import { pauseScheduleMutation, runScheduleMutation, scheduleQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { executionPath } from '@/lib/pages';
import type { Command } from './palette-dialog';
import { pagePatterns } from '@/lib/pages';

// A component, so that a notice still on screen follows a change of language.
function StartedMessage({ name, answer }: { name: string; answer: RunNowAnswer }) {
  const t = useT();
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t('palette.schedule.started', { name, id: answer.executionId })}{' '}
      <Anchor component={Link} to={executionPath(answer)} size="sm" underline="always">
        {t('palette.schedule.openExecution')}
      </Anchor>
    </Text>
  );
}

/** The commands of the schedule whose page is open (none elsewhere, nor on a new schedule's page). */
export function useScheduleCommands(): Command[] {
  const t = useT();
  const queryClient = useQueryClient();
  const id = useMatch(pagePatterns.schedule)?.params.id;
  const scheduleId = id === undefined || id === 'new' ? undefined : id;
  // The page's own query: the palette reads what the page shows.
  const schedule = useQuery({ ...scheduleQuery(scheduleId ?? ''), enabled: scheduleId !== undefined });
  const name = schedule.data?.name ?? '';
  const mayRun = useAllowed(workspaceRouteTable.runSchedule.role);
  const mayPause = useAllowed(workspaceRouteTable.updateSchedule.role);
  const runNow = useMutation({
    ...runScheduleMutation(queryClient),
    onSuccess: (answer) =>
      notices.show({ color: 'green', message: <StartedMessage name={name} answer={answer} /> }),
    onError: (error) =>
      notices.show({
        color: 'red',
        title: t('palette.schedule.notStarted', { name }),
        message: errorMessage(error, t),
      }),
  });
  const pause = useMutation({
    ...pauseScheduleMutation(queryClient),
    onSuccess: (saved) =>
      notices.show({
        message: t(saved.paused ? 'palette.schedule.paused' : 'palette.schedule.resumed', { name }),
      }),
    onError: (error) =>
      notices.show({
        color: 'red',
        title: t('palette.schedule.notChanged'),
        message: errorMessage(error, t),
      }),
  });

  const current = schedule.data;
  if (scheduleId === undefined || current === undefined) return [];
  // Only what the signed-in role may do (the route table's roles).
  return [
    ...(mayRun
      ? [
          {
            id: `schedule:${current.id}:run`,
            label: t('palette.schedule.runNow', { name: current.name }),
            run: () => runNow.mutate(current.id),
          },
        ]
      : []),
    ...(mayPause
      ? [
          {
            id: `schedule:${current.id}:pause`,
            label: t(current.paused ? 'palette.schedule.resume' : 'palette.schedule.pause', {
              name: current.name,
            }),
            run: () => pause.mutate({ schedule: current, paused: !current.paused }),
          },
        ]
      : []),
  ];
}
