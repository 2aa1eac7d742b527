import { useMemo } from 'react';
import { overviewOutcomes, type Overview } from '@/api/workspace/overview';
import { ExportMenu } from '@/components/export-menu';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { ExportColumn } from '@/lib/export-file';

type Bar = Overview['bars'][number];

function barColumns(t: Translate): ExportColumn<Bar>[] {
  return [
    { header: t('overview.export.from'), value: (bar) => new Date(bar.from) },
    { header: t('overview.export.to'), value: (bar) => new Date(bar.to) },
    ...overviewOutcomes.map((outcome) => ({
      header: t(`overview.outcome.${outcome}`),
      value: (bar: Bar) => bar.counts[outcome],
    })),
    {
      header: t('overview.total'),
      value: (bar) => overviewOutcomes.reduce((sum, outcome) => sum + bar.counts[outcome], 0),
    },
  ];
}

/** "Export the figures": the period's bars as shown (CSV for a spreadsheet, or JSON), from what is loaded. */
export function OverviewExport({ overview }: { overview: Overview }) {
  const t = useT();
  const columns = useMemo(() => barColumns(t), [t]);
  return (
    <ExportMenu
      what="overview"
      label={t('overview.export')}
      columns={columns}
      readPage={() => Promise.resolve({ items: overview.bars, total: overview.bars.length })}
    />
  );
}
