import { useLanguage } from '@/i18n/i18n-provider';
import { formatDateTime } from '@/lib/format';
import { formatRelative, useRelativeNow } from '@/lib/relative-time';

/**
 * An instant as "3 min ago", with the exact date, time and zone on hover ("24 de nov. de 2026, 13:36:05
 * BRT") and in the markup (`<time datetime>`), so a glance and a precise answer are both at hand.
 */
export function RelativeTime({ at }: { at: number | string | Date }) {
  const { locale } = useLanguage();
  const now = useRelativeNow();
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return <>—</>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date, locale)}>
      {formatRelative(date.getTime(), now, locale)}
    </time>
  );
}
