import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ExecutionResult } from '@/api/schemas';
import { endInstant, hasEnded, progressPercent, statusTone } from '@/api/spec-gaps';
import { StatusBadge, toneColor } from '@/components/status-badge';
import { useT } from '@/i18n/i18n-provider';
import { formatDateTime, formatDuration } from '@/lib/format';

/** Status, progress, start, end and elapsed time of one execution. */
export function ExecutionSummary({ result, now }: { result: ExecutionResult; now: number }) {
  const t = useT();
  const ended = hasEnded(result);
  const endAt = endInstant(result.end);
  const percent = progressPercent(result.progress);
  const elapsed = (ended ? (endAt ?? now) : now) - result.init;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('executions.summary.label')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={500}>{t('executions.summary.status')}</Text>
            <StatusBadge status={result.status} />
          </Group>
          <Text size="sm" fw={500}>
            {t('executions.summary.percent', { percent: Math.round(percent) })}
          </Text>
        </Group>
        <Progress
          value={percent}
          size="lg"
          color={toneColor[statusTone(result.status)]}
          animated={!ended}
          aria-label={t('executions.summary.progress')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('executions.summary.started')} value={formatDateTime(result.init)} />
          <Fact
            label={t('executions.summary.ended')}
            value={
              ended
                ? endAt === undefined
                  ? t('executions.summary.endedNoTime')
                  : formatDateTime(endAt)
                : t('executions.summary.notYet')
            }
          />
          <Fact
            label={t(ended ? 'executions.summary.duration' : 'executions.summary.elapsed')}
            value={formatDuration(elapsed)}
            testId="elapsed"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </div>
  );
}
