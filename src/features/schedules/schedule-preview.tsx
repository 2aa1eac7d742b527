import { Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import type { ScheduleDetail, ScheduleTimingSettings, SkippedDay } from '@/api/workspace/schedules';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { formatDateTime } from '@/lib/format';
import { useAppLocale, type AppLocale } from '@/lib/locale';
import { cronOf } from './cron-builder';
import { refusedCronField } from './cron-fields';
import { dayWords } from './local-day';
import { useOperatorZone } from '@/i18n/operator-zone';
import { isTimeZone } from '@/api/time-zones';
import { scheduleValues, settingsOf, type ScheduleFormValues } from './schedule-form-values';
import { refusedField } from '@/data/write-outcome';

/** What keeps the form's timing from being asked about: when it fires, its zone, or nothing. */
function blockerOf(values: ScheduleFormValues): 'when' | 'zone' | undefined {
  const cron = cronOf(values.when);
  if (cron === undefined || refusedCronField(cron) !== undefined) return 'when';
  return isTimeZone(values.timeZone) ? undefined : 'zone';
}

/** The timing the form stands for, once it is complete enough to ask about; undefined before. */
function timingOf(values: ScheduleFormValues): ScheduleTimingSettings | undefined {
  if (blockerOf(values) !== undefined) return undefined;
  const { cron, timeZone, skipWeekends, holidays, onSkippedDay, businessDayOfMonth, startsOn, endsOn } =
    settingsOf(values);
  return { cron, timeZone, skipWeekends, holidays, onSkippedDay, businessDayOfMonth, startsOn, endsOn };
}

const sameTiming = (a: ScheduleTimingSettings | undefined, b: ScheduleTimingSettings | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

function skipWords(day: SkippedDay, t: Translate, locale: AppLocale): string {
  const { reason } = day;
  const why =
    reason.kind === 'weekend'
      ? t('schedules.preview.skip.weekend')
      : reason.kind === 'team'
        ? t('schedules.preview.skip.team', { note: reason.note })
        : t(`schedules.preview.skip.${reason.scope}`, { name: reason.names[locale] });
  return t('schedules.preview.skippedDay', { day: dayWords(day.date, locale), why });
}

/**
 * When the settings in the form would fire, as the server's calendar says (holidays and the team's
 * no-run days are the server's to know): the next fires in the schedule's zone and in the operator's,
 * and each day skipped in that span with why. Asked again once the typing pauses; the saved schedule's
 * own preview stands for its saved settings.
 */
export function SchedulePreview({
  control,
  saved,
}: {
  control: Control<ScheduleFormValues>;
  saved: ScheduleDetail | undefined;
}) {
  const t = useT();
  const locale = useAppLocale();
  const operatorZone = useOperatorZone();
  // Renders again only when the timing changes, not at each keystroke elsewhere in the form.
  const typed = useWatch({ control, compute: timingOf });
  const blocker = useWatch({ control, compute: blockerOf });
  const [zoneTyped, paused] = useWatch({ control, name: ['timeZone', 'paused'] });
  const [timing] = useDebouncedValue(typed, 400, { leading: true });
  const savedTiming = saved === undefined ? undefined : timingOf(scheduleValues(saved));
  // A paused schedule's answer has no fires: its preview is asked for, as for any settings.
  const savedPreview =
    saved !== undefined && !saved.paused && sameTiming(timing, savedTiming) ? saved : undefined;
  const preview = useQuery({
    queryKey: workspaceKeys.schedulePreview(timing ?? null),
    queryFn: timing === undefined ? skipToken : ({ signal }) => workspaceApi.previewSchedule(timing, signal),
    placeholderData: keepPreviousData,
    initialData: savedPreview && { nextFires: savedPreview.nextFires, skippedDays: savedPreview.skippedDays },
    staleTime: 60_000,
  });
  const zone = timing?.timeZone ?? zoneTyped;
  const twoZones = operatorZone !== zone;
  const refused = refusedField(preview.error);
  return (
    <Paper withBorder p="lg" aria-busy={preview.isFetching}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('schedules.preview.title')}
        </Title>
        {timing === undefined ? (
          <Text size="sm">
            {t(blocker === 'zone' ? 'schedules.preview.fixZone' : 'schedules.preview.fixWhen')}
          </Text>
        ) : preview.data === undefined ? (
          preview.isError ? (
            <Text size="sm" role="alert">
              {refused === undefined
                ? errorMessage(preview.error, t)
                : t('schedules.form.serverRefused', { detail: refused.message })}
            </Text>
          ) : (
            <Loader size="sm" aria-label={t('schedules.preview.loading')} />
          )
        ) : preview.data.nextFires.length === 0 ? (
          <Text size="sm">{t('schedules.preview.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={twoZones ? 420 : 220}>
            <Table striped aria-label={t('schedules.preview.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedules.preview.inZone', { zone })}</Table.Th>
                  {twoZones && <Table.Th>{t('schedules.preview.yourTime', { zone: operatorZone })}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.nextFires.map((fire) => (
                  <Table.Tr key={fire}>
                    <Table.Td>{formatDateTime(fire, locale, zone)}</Table.Td>
                    {twoZones && <Table.Td>{formatDateTime(fire, locale, operatorZone)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {paused && <Text size="sm">{t('schedules.preview.paused')}</Text>}
        {preview.data !== undefined && preview.data.skippedDays.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('schedules.preview.skipped')}
            </Title>
            <Stack component="ul" gap={2} style={{ margin: 0, paddingInlineStart: '1.2em' }}>
              {preview.data.skippedDays.map((day) => (
                <Text component="li" size="sm" key={day.date}>
                  {skipWords(day, t, locale)}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('schedules.preview.explain')}
        </Text>
      </Stack>
    </Paper>
  );
}
