import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { maxOverviewDays } from '@/api/workspace/overview';
import { DateTimeField } from '@/components/date-time-field';
import { useT } from '@/i18n/i18n-provider';
import { fromLocalInput, toLocalInput } from '@/lib/local-input';
import { overviewPeriods, type OverviewPeriod, type OverviewView } from './overview-view';

const dayMs = 24 * 3_600_000;

/**
 * The overview's period (the last 24 hours, 7 or 30 days, or from–to) and its Runtime and robot. A
 * from–to period applies once both ends are whole and in order; until then the figures stay as they were.
 */
export function OverviewFilters({
  view,
  period,
  runtimes,
  robots,
  onChange,
}: {
  view: OverviewView;
  /** The instants shown now, which a switch to from–to starts from. */
  period: { readonly from: number; readonly to: number };
  runtimes: readonly string[];
  robots: readonly string[];
  onChange: (view: OverviewView) => void;
}) {
  const t = useT();
  const [fromText, setFromText] = useState(toLocalInput(view.from ?? period.from));
  const [toText, setToText] = useState(toLocalInput(view.to ?? period.to));
  const from = fromLocalInput(fromText);
  const to = fromLocalInput(toText);
  const problem =
    from === undefined || to === undefined
      ? undefined
      : to <= from
        ? t('overview.period.toBeforeFrom')
        : to - from > maxOverviewDays * dayMs
          ? t('overview.period.tooLong', { days: maxOverviewDays })
          : undefined;

  const applyCustom = (nextFrom: string, nextTo: string) => {
    const a = fromLocalInput(nextFrom);
    const b = fromLocalInput(nextTo);
    if (a !== undefined && b !== undefined && b > a && b - a <= maxOverviewDays * dayMs) {
      onChange({ ...view, period: 'custom', from: a, to: b });
    }
  };
  const choose = (value: string) => {
    const chosen = overviewPeriods.find((p) => p === value) ?? '24h';
    if (chosen === 'custom') {
      // From–to starts from what is on screen, so the figures do not jump.
      setFromText(toLocalInput(period.from));
      setToText(toLocalInput(period.to));
      onChange({ ...view, period: 'custom', from: period.from, to: period.to });
    } else onChange({ period: chosen, runtime: view.runtime, robot: view.robot });
  };
  const pick = (values: readonly string[], value: string | undefined) =>
    [...new Set([...values, ...(value === undefined ? [] : [value])])].sort();

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="overview-period-label">
            {t('overview.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="overview-period-label"
            // Small enough for a 360 px phone in either language (e2e/server/phone.spec.ts).
            size="sm"
            value={view.period}
            onChange={choose}
            data={overviewPeriods.map((p: OverviewPeriod) => ({
              value: p,
              label: t(`overview.period.${p}`),
            }))}
          />
        </Stack>
        <Select
          label={t('overview.runtime')}
          placeholder={t('overview.all')}
          data={pick(runtimes, view.runtime)}
          value={view.runtime ?? null}
          onChange={(value) => onChange({ ...view, runtime: value ?? undefined })}
          clearable
          searchable
          w={200}
        />
        <Select
          label={t('overview.robot')}
          placeholder={t('overview.all')}
          data={pick(robots, view.robot)}
          value={view.robot ?? null}
          onChange={(value) => onChange({ ...view, robot: value ?? undefined })}
          clearable
          searchable
          w={200}
        />
      </Group>
      {view.period === 'custom' && (
        <Group align="flex-start" wrap="wrap" gap="sm">
          <DateTimeField
            label={t('overview.export.from')}
            value={fromText}
            onChange={(text) => {
              setFromText(text);
              applyCustom(text, toText);
            }}
            w={210}
          />
          <DateTimeField
            label={t('overview.export.to')}
            value={toText}
            onChange={(text) => {
              setToText(text);
              applyCustom(fromText, text);
            }}
            error={problem}
            description={
              problem === undefined ? t('overview.period.customHint', { days: maxOverviewDays }) : undefined
            }
            w={210}
          />
        </Group>
      )}
    </Stack>
  );
}
