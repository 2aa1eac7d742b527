import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Schedule } from '@/api/workspace/schedules';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { FireOutcome } from './fire-history';
import { whenSummary } from './when-summary';
import { schedulePath } from '@/lib/pages';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** One schedule in the list: what it runs, when, its next fire and what became of its last one. */
export function ScheduleCard({ schedule }: { schedule: Schedule }) {
  const t = useT();
  const locale = useAppLocale();
  const next = schedule.nextFires[0];
  const last = schedule.lastFire;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={wrapAnywhere}>
            <Anchor component={Link} to={schedulePath(schedule.id)} inherit>
              {schedule.name}
            </Anchor>
          </Title>
          {schedule.paused && (
            <Badge color="yellow" variant="light">
              {t('schedules.list.paused')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={wrapAnywhere}>
          {t('schedules.page.runs', { robot: schedule.robotId, runtime: schedule.runtimeId })}
        </Text>
        <Text size="sm" style={wrapAnywhere}>
          {t('schedules.list.when', { when: whenSummary(schedule, t, locale) })}
        </Text>
        <Text size="sm">
          {schedule.paused
            ? t('schedules.list.nextPaused')
            : next === undefined
              ? t('schedules.list.noNext')
              : t('schedules.list.next', { when: formatTime(next, locale) })}
        </Text>
        <Text size="sm" style={wrapAnywhere}>
          {last === null ? (
            t('schedules.list.neverFired')
          ) : (
            <>
              {t('schedules.list.last', { when: formatTime(last.dueAt, locale) })} <FireOutcome fire={last} />
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
