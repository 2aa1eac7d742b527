import { Text } from '@mantine/core';
import type { TimeSavedValue } from '@/api/workspace/time-saved-value';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useOperatorZone } from '@/i18n/operator-zone';
import { valueFormula } from './money-format';

/** The time saved's value as a formula with its inputs, or why there is none. */
export function TimeSavedValueText({ value }: { value: TimeSavedValue }) {
  const t = useT();
  const { locale } = useLanguage();
  const zone = useOperatorZone();
  switch (value.state) {
    case 'valued':
      return <Text fw={600}>{valueFormula(value, locale, zone, t)}</Text>;
    case 'unreadable':
      return <Text c="dimmed">{t(`overview.value.unreadable.${value.record}`, { name: value.name })}</Text>;
    case 'no-reference':
      return <Text c="dimmed">{t('overview.value.none')}</Text>;
  }
}
