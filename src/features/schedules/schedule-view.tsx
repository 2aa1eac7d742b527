import { Alert, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schedule, ScheduleDetail } from '@/api/workspace/schedules';
import { notices } from '@/lib/notices';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { LeaveGuard } from '@/components/leave-guard';
import { PageHeader } from '@/components/page-header';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { workspaceKeys } from '@/data/workspace-client';
import { runScheduleMutation } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { FireHistory } from './fire-history';
import { RunNowOutcome, ScheduleActions } from './schedule-actions';
import { ScheduleForm } from './schedule-form';
import { scheduleValues } from './schedule-form-values';

/**
 * A schedule: its actions, its settings (the form edits from the version it was opened at), its next
 * fires and its history.
 */
export function ScheduleView({ schedule }: { schedule: ScheduleDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const runNow = useMutation(runScheduleMutation(queryClient));
  const mayChange = useAllowed(workspaceRouteTable.updateSchedule.role);
  const mayRun = useAllowed(workspaceRouteTable.runSchedule.role);
  // The version the form edits from; `generation` mounts the form afresh when it should start again.
  const [base, setBase] = useState<{ schedule: Schedule; generation: number }>({ schedule, generation: 0 });
  const [dirty, setDirty] = useState(false);
  // A newer version (a colleague's change, a pause) is shown at once unless the operator is editing:
  // then their save meets it as a conflict and they choose.
  if (schedule.version > base.schedule.version && !dirty)
    setBase({ schedule, generation: base.generation + 1 });

  return (
    <>
      <PageHeader
        title={schedule.name}
        description={t('schedules.page.runs', { robot: schedule.robotId, runtime: schedule.runtimeId })}
        actions={<ScheduleActions schedule={schedule} runNow={runNow} />}
      />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('schedules.page.owner', { owner: schedule.owner })}
        </Text>
        {!mayChange && <RoleNote>{t(mayRun ? 'schedules.role.readOnly' : 'schedules.role.viewer')}</RoleNote>}
        {schedule.paused && (
          <Alert color="yellow" role="status" title={t('schedules.page.paused')}>
            {schedule.pauseNote ?? t('schedules.page.pausedNoNote')}
          </Alert>
        )}
        {schedule.secretsUnreadable && (
          <Alert color="red" role="alert" title={t('schedules.page.secretsUnreadable')}>
            {t('schedules.page.secretsUnreadableBody', {
              names: schedule.variables
                .filter((v) => v.secret)
                .map((v) => v.name)
                .join(', '),
            })}
          </Alert>
        )}
        <RunNowOutcome runNow={runNow} name={schedule.name} />
        <ScheduleForm
          key={base.generation}
          base={base.schedule}
          saved={schedule}
          initial={scheduleValues(base.schedule)}
          onDirtyChange={setDirty}
          readOnly={!mayChange}
          onSaved={(saved) => {
            setBase((current) => ({ schedule: saved, generation: current.generation }));
            setDirty(false);
            queryClient.setQueryData<ScheduleDetail>(workspaceKeys.schedule(saved.id), (old) =>
              old === undefined ? old : { ...old, ...saved },
            );
            void queryClient.invalidateQueries({ queryKey: workspaceKeys.schedules() });
            notices.show({ message: t('schedules.form.saved', { name: saved.name }) });
          }}
          onUseTheirs={(current) => {
            setBase((before) => ({ schedule: current, generation: before.generation + 1 }));
            setDirty(false);
          }}
        />
        <FireHistory fires={schedule.fires} />
        <LeaveGuard when={dirty} message={t('schedules.leave.message', { name: schedule.name })} />
      </Stack>
    </>
  );
}
