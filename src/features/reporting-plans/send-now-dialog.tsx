import { Alert, Anchor, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportingPlan } from '@/api/workspace/reporting-plans';
import { AppDialog } from '@/components/app-dialog';
import { isApiError } from '@/api/api-error';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { pages } from '@/lib/pages';
import { wallTimeAt, zonedInstant } from '@/lib/zoned-time';
import { kindWord, periodWords } from './plan-words';

const pad = (n: number) => String(n).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, hour) => `${pad(hour)}:00`);

/** The last period that is over, in the plan's zone: yesterday, or the hour before this one. */
function lastPeriod(plan: ReportingPlan, now: number): { day: string; hour: string } {
  const wall = wallTimeAt(plan.period === 'day' ? now - 86_400_000 : now - 3_600_000, plan.timeZone);
  return { day: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, hour: `${pad(wall.hour)}:00` };
}

/** The instant the chosen period starts, or undefined when the plan's zone has no such time. */
function periodStart(plan: ReportingPlan, day: string, hour: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  return zonedInstant(
    {
      year: Number(match[1]),
      month: Number(match[2]),
      day: Number(match[3]),
      hour: plan.period === 'day' ? 0 : Number(hour.slice(0, 2)),
      minute: 0,
    },
    plan.timeZone,
  );
}

/**
 * "Send now": one period of the plan that is over, picked by its day (and hour), in the plan's zone;
 * also one from before the plan existed. A period kept before is never sent again: the dialog says so
 * and points at its sends.
 */
export function SendNowDialog({
  plan,
  title,
  onClose,
}: {
  plan: ReportingPlan;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState(() => lastPeriod(plan, Date.now()));
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (start: number) => workspaceApi.sendReportingPeriod(plan.id, new Date(start).toISOString()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingSends() }),
  });
  // A 409: the period was kept before (sent, or waiting for approval).
  const already = isApiError(send.error) && send.error.status === 409;
  return (
    <AppDialog opened onClose={onClose} title={t('reportingPlans.sendNow.title', { plan: title })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const start = periodStart(plan, picked.day, picked.hour);
          setProblem(start === undefined ? t('reportingPlans.sendNow.noSuchPeriod') : undefined);
          if (start !== undefined) send.mutate(start);
        }}
      >
        <Stack>
          <Text size="sm">{t('reportingPlans.sendNow.text', { zone: plan.timeZone })}</Text>
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('reportingPlans.sendNow.day')}
              value={picked.day}
              error={problem}
              onChange={(event) => setPicked({ ...picked, day: event.currentTarget.value })}
            />
            {plan.period === 'hour' && (
              <NativeSelect
                label={t('reportingPlans.sendNow.hour')}
                data={hours}
                value={picked.hour}
                onChange={(event) => setPicked({ ...picked, hour: event.currentTarget.value })}
              />
            )}
          </Group>
          {send.isSuccess && (
            <Alert color="green" role="status" title={t('reportingPlans.sendNow.done')}>
              {send.data.length === 0 ? (
                t('reportingPlans.sendNow.nothing')
              ) : (
                <List size="sm">
                  {send.data.map((sent) => (
                    <List.Item key={sent.id}>
                      {t(`reportingPlans.sendNow.outcome.${sent.state}`, {
                        kind: kindWord(sent.kind, t),
                        period: periodWords(sent, plan.timeZone, locale, t),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          {send.isError && (
            <Alert
              color={already ? 'yellow' : 'red'}
              role="alert"
              title={t(already ? 'reportingPlans.sendNow.already' : 'reportingPlans.sendNow.failed')}
            >
              {already ? (
                <Anchor component={Link} to={pages.reportingSends} underline="always">
                  {t('reportingPlans.sendNow.seeSends')}
                </Anchor>
              ) : (
                errorMessage(send.error, t)
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reportingPlans.sendNow.close')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t(plan.approval ? 'reportingPlans.sendNow.submitApproval' : 'reportingPlans.sendNow.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
