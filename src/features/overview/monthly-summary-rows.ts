/**
 * The monthly summary's rows as the page and its CSV show them: one per idea and the whole month's,
 * each with its value and the value's formula in the operator's words.
 */
import type { MonthlySummary, SummaryFigures } from '@/api/workspace/monthly-summary';
import type { Translate } from '@/i18n/i18n-provider';
import type { ExportColumn } from '@/lib/export-file';
import type { AppLocale } from '@/lib/locale';
import { valueFormula } from './money-format';

export interface SummaryRow extends SummaryFigures {
  /** "Idea 7", "Robots without an idea", "Whole month". */
  readonly label: string;
  readonly robots: readonly string[];
}

export function summaryRows(summary: MonthlySummary, t: Translate): SummaryRow[] {
  return [
    ...summary.ideas.map((idea) => ({
      ...idea,
      label:
        idea.ideaId === null
          ? t('reporting.timeSaved.summary.noIdea')
          : t('reporting.timeSaved.summary.ideaId', { id: String(idea.ideaId) }),
    })),
    { ...summary.total, label: t('reporting.timeSaved.summary.total'), robots: [] },
  ];
}

/** The value's formula with its inputs, or why there is no value. */
export function formulaText(row: SummaryFigures, locale: AppLocale, zone: string, t: Translate): string {
  const { value } = row;
  switch (value.state) {
    case 'valued':
      return valueFormula(value, locale, zone, t);
    case 'unreadable':
      return t(`overview.value.unreadable.${value.record}`, { name: value.name });
    case 'no-reference':
      return t('overview.value.none');
  }
}

/** The CSV's columns, headed in the operator's language (numbers are written its way by toCsv). */
export function summaryColumns(locale: AppLocale, zone: string, t: Translate): ExportColumn<SummaryRow>[] {
  return [
    { header: t('reporting.timeSaved.summary.idea'), value: (row) => row.label },
    { header: t('reporting.timeSaved.summary.robots'), value: (row) => row.robots.join(' ') },
    { header: t('reporting.timeSaved.summary.success'), value: (row) => row.executions.success },
    { header: t('reporting.timeSaved.summary.alert'), value: (row) => row.executions.alert },
    { header: t('reporting.timeSaved.summary.error'), value: (row) => row.executions.error },
    { header: t('reporting.timeSaved.summary.other'), value: (row) => row.executions.other },
    { header: t('reporting.timeSaved.summary.robotHours'), value: (row) => row.robotHours },
    { header: t('reporting.timeSaved.summary.hoursSaved'), value: (row) => row.hoursSaved },
    {
      header: t('reporting.timeSaved.summary.value'),
      value: (row) => (row.value.state === 'valued' ? row.value.amount : undefined),
    },
    { header: t('reporting.timeSaved.summary.formula'), value: (row) => formulaText(row, locale, zone, t) },
    { header: t('reporting.timeSaved.summary.documents'), value: (row) => row.documents },
    { header: t('reporting.timeSaved.summary.documentsUnknown'), value: (row) => row.documentsUnknown },
  ];
}

/** "2026-11" in `zone` at `now`. */
export function monthAt(now: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year ?? ''}-${parts.month ?? ''}`;
}

/** The `count` months up to `month` ("2026-11"), latest first. */
export function monthsUpTo(month: string, count: number): string[] {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const at = new Date(Date.UTC(year, number - 1 - back, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
