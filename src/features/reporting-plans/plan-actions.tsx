import { Button, Group, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { textLimits } from '@/api/limits';
import type { ReportingPlan } from '@/api/workspace/reporting-plans';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { AppDialog } from '@/components/app-dialog';
import { ConfirmQuestion } from '@/components/confirm-question';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { notices } from '@/lib/notices';
import { PlanForm } from './plan-form';
import { planValues } from './plan-form-values';
import { SendNowDialog } from './send-now-dialog';

type Opened = 'edit' | 'pause' | 'delete' | 'send' | undefined;

/**
 * A plan's actions, as far as the signed-in role may: Send now (an operator's), Edit, Pause (asking why)
 * or Resume, and Delete (asked first), an admin's.
 */
export function PlanActions({ plan, title }: { plan: ReportingPlan; title: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mayChange = useAllowed(workspaceRouteTable.updateReportingPlan.role);
  const maySend = useAllowed(workspaceRouteTable.sendReportingPeriod.role);
  const [opened, setOpened] = useState<Opened>();
  const [note, setNote] = useState('');
  const close = () => setOpened(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingPlans() });
  const pause = useMutation({
    mutationFn: (change: { paused: boolean; pauseNote?: string }) =>
      workspaceApi.updateReportingPlan(plan.id, { ...change, version: plan.version }),
    onSuccess: (saved) => {
      close();
      void refresh();
      notices.show({
        message: t(saved.paused ? 'reportingPlans.actions.paused' : 'reportingPlans.actions.resumed', {
          plan: title,
        }),
      });
    },
    onError: (error) =>
      notices.show({
        color: 'red',
        title: t('reportingPlans.actions.notChanged'),
        message: errorMessage(error, t),
      }),
  });
  const remove = useMutation({
    mutationFn: () => workspaceApi.deleteReportingPlan(plan.id),
    onSuccess: () => {
      close();
      void refresh();
      notices.show({ message: t('reportingPlans.actions.deleted', { plan: title }) });
    },
  });
  if (!mayChange && !maySend) return null;
  return (
    <Group gap="xs">
      {maySend && (
        <Button
          size="xs"
          onClick={() => setOpened('send')}
          aria-label={t('reportingPlans.actions.sendNowOf', { plan: title })}
        >
          {t('reportingPlans.actions.sendNow')}
        </Button>
      )}
      {mayChange && (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => setOpened('edit')}
            aria-label={t('reportingPlans.actions.editOf', { plan: title })}
          >
            {t('reportingPlans.actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={pause.isPending && opened === undefined}
            aria-label={t(
              plan.paused ? 'reportingPlans.actions.resumeOf' : 'reportingPlans.actions.pauseOf',
              {
                plan: title,
              },
            )}
            onClick={() => {
              if (plan.paused) pause.mutate({ paused: false });
              else {
                setNote('');
                setOpened('pause');
              }
            }}
          >
            {t(plan.paused ? 'reportingPlans.actions.resume' : 'reportingPlans.actions.pause')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => {
              remove.reset();
              setOpened('delete');
            }}
            aria-label={t('reportingPlans.actions.deleteOf', { plan: title })}
          >
            {t('reportingPlans.actions.delete')}
          </Button>
        </>
      )}
      <AppDialog
        opened={opened === 'edit'}
        onClose={close}
        title={t('reportingPlans.form.editTitle', { plan: title })}
        size="lg"
      >
        <PlanForm
          base={plan}
          initial={planValues(plan)}
          onCancel={close}
          onSaved={(saved) => {
            close();
            void refresh();
            notices.show({ message: t('reportingPlans.form.saved', { idea: saved.ideaId }) });
          }}
        />
      </AppDialog>
      <AppDialog
        opened={opened === 'pause'}
        onClose={close}
        title={t('reportingPlans.actions.pauseTitle', { plan: title })}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            pause.mutate({ paused: true, ...(note.trim() === '' ? {} : { pauseNote: note.trim() }) });
          }}
        >
          <Textarea
            label={t('reportingPlans.actions.pauseNote')}
            description={t('reportingPlans.actions.pauseNoteHint')}
            maxLength={textLimits.description}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={3}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('reportingPlans.form.cancel')}
            </Button>
            <Button type="submit" loading={pause.isPending}>
              {t('reportingPlans.actions.pause')}
            </Button>
          </Group>
        </form>
      </AppDialog>
      <AppDialog
        opened={opened === 'delete'}
        onClose={close}
        title={t('reportingPlans.actions.deleteTitle', { plan: title })}
      >
        <ConfirmQuestion
          failure={
            remove.isError
              ? { title: t('reportingPlans.actions.notDeleted'), error: remove.error }
              : undefined
          }
          cancel={t('reportingPlans.form.cancel')}
          confirm={t('reportingPlans.actions.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={close}
        >
          <Text>{t('reportingPlans.actions.deleteText')}</Text>
        </ConfirmQuestion>
      </AppDialog>
      {opened === 'send' && <SendNowDialog plan={plan} title={title} onClose={close} />}
    </Group>
  );
}
