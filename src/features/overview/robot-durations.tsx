import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { Overview } from '@/api/workspace/overview';
import { useT } from '@/i18n/i18n-provider';
import { formatDuration } from '@/lib/format';
import type { BarLabel } from './overview-format';
import { TrendLine } from './overview-charts-chunk';
import { queueLink } from './overview-view';

/**
 * Each robot's median and p95 duration over the period, with its median per bar as a small trend; the
 * robot's name opens the queue with its executions of the period, the longest first.
 */
export function RobotDurations({
  overview,
  period,
  label,
  runtime,
}: {
  overview: Overview;
  period: { readonly from: number; readonly to: number };
  label: BarLabel;
  runtime: string | undefined;
}) {
  const t = useT();
  const unit = t(`overview.unit.${overview.bucket}`);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overview-durations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-durations-title">
          {t('overview.durations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('overview.durations.description')}
        </Text>
        {overview.robots.length === 0 ? (
          <Text c="dimmed">{t('overview.durations.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Caption>{t('overview.durations.title')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overview.durations.robot')}</Table.Th>
                  <Table.Th scope="col">{t('overview.durations.executions')}</Table.Th>
                  <Table.Th scope="col">{t('overview.durations.p50')}</Table.Th>
                  <Table.Th scope="col">{t('overview.durations.p95')}</Table.Th>
                  <Table.Th scope="col">{t('overview.durations.trend', { unit })}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.robots.map((robot) => (
                  <Table.Tr key={robot.robotId}>
                    <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                      <Anchor
                        component={Link}
                        to={queueLink({ ...period, runtime, robot: robot.robotId, sort: 'duration' })}
                      >
                        {robot.robotId}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{robot.executions}</Table.Td>
                    <Table.Td>{formatDuration(robot.p50Ms)}</Table.Td>
                    <Table.Td>{formatDuration(robot.p95Ms)}</Table.Td>
                    <Table.Td>
                      {robot.trend.length < 2 ? (
                        <Text size="xs" c="dimmed">
                          {t('overview.durations.noTrend')}
                        </Text>
                      ) : (
                        <Suspense fallback={<Skeleton w={120} h={28} />}>
                          <TrendLine
                            values={robot.trend.map((point) => point.p50Ms)}
                            label={t('overview.durations.trendLabel', {
                              robot: robot.robotId,
                              unit,
                              first: `${label(robot.trend[0]?.from ?? 0)} ${formatDuration(robot.trend[0]?.p50Ms ?? 0)}`,
                              last: `${label(robot.trend.at(-1)?.from ?? 0)} ${formatDuration(robot.trend.at(-1)?.p50Ms ?? 0)}`,
                            })}
                          />
                        </Suspense>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
