import { Table, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { timeUnitWord } from './execution-time-unit';
import type { CountedOutcome, ExecutionStats } from '@/api/workspace/reporting-figures';
import { formatWholeNumber } from './locale-number';

const rows: readonly CountedOutcome[] = ['success', 'alert', 'error'];

/** The figures as they would go into the form, with what was left out and why. */
export function StatsReview({ stats }: { stats: ExecutionStats }) {
  const t = useT();
  const locale = useAppLocale();
  return (
    <>
      <Table withTableBorder verticalSpacing={4} aria-label={t('reporting.stats.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reporting.stats.outcome')}</Table.Th>
            <Table.Th ta="right">{t('reporting.stats.executions')}</Table.Th>
            <Table.Th ta="right">{t('reporting.stats.time', { unit: timeUnitWord(t) })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((outcome) => (
            <Table.Tr key={outcome} data-testid={`stats-${outcome}`}>
              <Table.Th scope="row" fw="normal">
                {t(`reporting.outcome.${outcome}`)}
              </Table.Th>
              <Table.Td ta="right">{formatWholeNumber(stats[outcome].executions, locale)}</Table.Td>
              <Table.Td ta="right">{formatWholeNumber(stats[outcome].seconds, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="stats-ignored">
        {t('reporting.stats.ignored', { count: stats.ignored })}
      </Text>
      {stats.untimed > 0 && (
        <Text size="sm" c="orange.8" data-testid="stats-untimed">
          {t('reporting.stats.untimed', { count: stats.untimed })}
        </Text>
      )}
    </>
  );
}
