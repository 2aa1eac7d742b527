import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { monthlySummaryQuerySchema } from '@/api/workspace/monthly-summary';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { monthlySummaryQuery } from '@/data/workspace-queries';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useOperatorZone } from '@/i18n/operator-zone';
import { downloadText, toCsv } from '@/lib/export-file';
import { pages } from '@/lib/pages';
import { useNow } from '@/lib/use-now';
import classes from './monthly-summary.module.css';
import {
  formulaText,
  monthAt,
  monthsUpTo,
  summaryColumns,
  summaryRows,
  type SummaryRow,
} from './monthly-summary-rows';
import { formatMoney } from './money-format';

/** The months offered: two years back from this one. */
const monthsOffered = 24;

/**
 * The monthly summary per idea (issue 36), for the people who read ROI rather than queues: a month of
 * the operator's zone (kept in the URL), its figures counted by the server, as a table with each value's
 * formula, a CSV in the operator's language, and a page that prints as itself.
 */
export function MonthlySummaryPage() {
  const t = useT();
  const { locale } = useLanguage();
  const zone = useOperatorZone();
  const [params, setParams] = useSearchParams();
  const thisMonth = monthAt(useNow(false), zone);
  const asked = monthlySummaryQuerySchema.shape.month.safeParse(params.get('month'));
  const month = asked.success ? asked.data : thisMonth;
  const summary = useQuery(monthlySummaryQuery({ month, zone }));
  const rows = useMemo(
    () => (summary.data === undefined ? [] : summaryRows(summary.data, t)),
    [summary.data, t],
  );
  const monthName = (value: string) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${value}-15T00:00:00Z`),
    );
  const months = [...new Set([month, ...monthsUpTo(thisMonth, monthsOffered)])].sort().reverse();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone });
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const download = () => {
    downloadText(
      `summary-${month}.csv`,
      toCsv(rows, summaryColumns(locale, zone, t), locale),
      'text/csv;charset=utf-8',
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reporting.timeSaved.summary.title')}
        description={t('reporting.timeSaved.summary.description')}
        actions={
          <Group gap="xs" className={classes.actions}>
            <Anchor component={Link} to={pages.overview}>
              {t('reporting.timeSaved.summary.back')}
            </Anchor>
            <Button variant="default" onClick={download} disabled={summary.data === undefined}>
              {t('reporting.timeSaved.summary.csv')}
            </Button>
            <Button variant="default" onClick={() => window.print()} disabled={summary.data === undefined}>
              {t('reporting.timeSaved.summary.print')}
            </Button>
          </Group>
        }
      />
      <NativeSelect
        className={classes.actions}
        label={t('reporting.timeSaved.summary.month')}
        data={months.map((value) => ({ value, label: monthName(value) }))}
        value={month}
        onChange={(event) => setParams({ month: event.currentTarget.value })}
        maw={280}
      />
      {summary.data === undefined ? (
        summary.isError ? (
          <QueryErrorAlert
            title={t('reporting.timeSaved.summary.loadFailed')}
            error={summary.error}
            onRetry={() => summary.refetch()}
          />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('reporting.timeSaved.summary.loading')} />
          </Center>
        )
      ) : (
        <Paper withBorder p="md" component="section" aria-label={monthName(month)}>
          <Stack gap="sm">
            <Text fw={600}>
              {t('reporting.timeSaved.summary.period', {
                from: day.format(summary.data.from),
                to: day.format(summary.data.to - 1),
                zone,
              })}
            </Text>
            {summary.data.ideas.length === 0 ? (
              <Text c="dimmed">{t('reporting.timeSaved.summary.empty')}</Text>
            ) : (
              <SummaryTable rows={rows} caption={monthName(month)} number={number} zone={zone} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function SummaryTable({
  rows,
  caption,
  number,
  zone,
}: {
  rows: readonly SummaryRow[];
  caption: string;
  number: (value: number) => string;
  zone: string;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const headers = [
    'robots',
    'success',
    'alert',
    'error',
    'other',
    'robotHours',
    'hoursSaved',
    'value',
    'documents',
  ] as const;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped className={classes.table}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reporting.timeSaved.summary.idea')}</Table.Th>
            {headers.map((header) => (
              <Table.Th scope="col" key={header}>
                {t(`reporting.timeSaved.summary.${header}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.robots.join(', ')}</Table.Td>
              <Table.Td>{number(row.executions.success)}</Table.Td>
              <Table.Td>{number(row.executions.alert)}</Table.Td>
              <Table.Td>{number(row.executions.error)}</Table.Td>
              <Table.Td>{number(row.executions.other)}</Table.Td>
              <Table.Td>{number(row.robotHours)}</Table.Td>
              <Table.Td>{number(row.hoursSaved)}</Table.Td>
              <Table.Td>
                {row.value.state === 'valued' && (
                  <Text fw={600}>{formatMoney(row.value.amount, locale)}</Text>
                )}
                <Text size="xs">{formulaText(row, locale, zone, t)}</Text>
              </Table.Td>
              <Table.Td>
                {number(row.documents)}
                {row.documentsUnknown > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('reporting.timeSaved.summary.documentsUnknown')}: {number(row.documentsUnknown)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
