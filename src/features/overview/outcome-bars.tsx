import { Anchor, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { statusesWithTone } from '@/api/spec-gaps';
import { overviewOutcomes, type Overview, type OverviewOutcome } from '@/api/workspace/overview';
import { useT } from '@/i18n/i18n-provider';
import type { BarLabel } from './overview-format';
import { OutcomeChart } from './overview-charts-chunk';
import { queueLink } from './overview-view';

type Bar = Overview['bars'][number];

/** The queue's status filter for an outcome ('other' is every status not named: the bar's period only). */
function outcomeFilter(outcome: OverviewOutcome): { status?: string[]; active?: boolean } {
  switch (outcome) {
    case 'success':
    case 'alert':
    case 'error':
      return { status: statusesWithTone(outcome) };
    case 'active':
      return { active: true };
    case 'other':
      return {};
  }
}

/**
 * The period's executions per hour or day by outcome: a stacked bar chart, or the same figures as a
 * table (for a screen reader, and to copy), each count a link to the queue filtered to it.
 */
export function OutcomeBars({
  overview,
  label,
  narrowed,
}: {
  overview: Overview;
  label: BarLabel;
  narrowed: { readonly runtime?: string | undefined; readonly robot?: string | undefined };
}) {
  const t = useT();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const unit = t(`overview.unit.${overview.bucket}`);
  const title = t(`overview.bars.title.${overview.bucket}`);
  const outcomeLabel = (outcome: OverviewOutcome) => t(`overview.outcome.${outcome}`);
  const empty = overview.bars.every((bar) => overviewOutcomes.every((o) => bar.counts[o] === 0));
  const linkTo = (bar: Bar, outcome?: OverviewOutcome) =>
    queueLink({
      from: bar.from,
      to: bar.to,
      ...narrowed,
      ...(outcome === undefined ? {} : outcomeFilter(outcome)),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overview-bars-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="overview-bars-title">
          {title}
        </Title>
        {empty ? (
          <Text c="dimmed">{t('overview.bars.empty')}</Text>
        ) : (
          <>
            <SegmentedControl
              aria-label={t('overview.view')}
              size="xs"
              w="fit-content"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: t('overview.view.chart') },
                { value: 'table', label: t('overview.view.table') },
              ]}
            />
            {view === 'chart' ? (
              <div role="img" aria-label={t('overview.bars.chartLabel', { unit })}>
                <Suspense fallback={<Skeleton h={260} />}>
                  <OutcomeChart
                    bars={overview.bars.map((bar) => ({ label: label(bar.from), ...bar.counts }))}
                    outcomeLabel={outcomeLabel}
                  />
                </Suspense>
              </div>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped highlightOnHover>
                  <Table.Caption>{title}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('overview.when')}</Table.Th>
                      {overviewOutcomes.map((outcome) => (
                        <Table.Th scope="col" key={outcome}>
                          {outcomeLabel(outcome)}
                        </Table.Th>
                      ))}
                      <Table.Th scope="col">{t('overview.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {overview.bars.map((bar) => {
                      const when = label(bar.from);
                      const total = overviewOutcomes.reduce((sum, o) => sum + bar.counts[o], 0);
                      return (
                        <Table.Tr key={bar.from}>
                          <Table.Th scope="row">{when}</Table.Th>
                          {overviewOutcomes.map((outcome) => (
                            <Table.Td key={outcome}>
                              <CountLink
                                count={bar.counts[outcome]}
                                to={linkTo(bar, outcome)}
                                label={t('overview.countLink', {
                                  count: bar.counts[outcome],
                                  outcome: outcomeLabel(outcome),
                                  when,
                                })}
                              />
                            </Table.Td>
                          ))}
                          <Table.Td>
                            <CountLink
                              count={total}
                              to={linkTo(bar)}
                              label={t('overview.countLink', {
                                count: total,
                                outcome: t('overview.total'),
                                when,
                              })}
                            />
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A count, linking to the queue when there is something to show there. */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0) return <>0</>;
  return (
    <Anchor component={Link} to={to} aria-label={label}>
      {count}
    </Anchor>
  );
}
