import { useMemo } from 'react';
import { useLanguage } from '@/i18n/i18n-provider';
import { formatDateTime, type TimeZoneChoice } from '@/lib/format';
import type { AppLocale } from '@/lib/locale';
import { formatRelative, useRelativeNow } from '@/lib/relative-time';

/** What a relative time is told against: the shared clock, the language and the zone of the exact time. */
export interface RelativeClock {
  readonly now: number;
  readonly locale: AppLocale;
  readonly timeZone: TimeZoneChoice;
}

/**
 * An instant as "3 min ago", with the exact date, time and zone on hover ("24 de nov. de 2026, 13:36:05
 * BRT") and in the markup (`<time datetime>`), so a glance and a precise answer are both at hand. Without
 * hooks, for lists that hand one clock to every row (the queue).
 */
export function RelativeTimeText({ at, clock }: { at: number | string | Date; clock: RelativeClock }) {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return <>—</>;
  return (
    <time
      dateTime={date.toISOString()}
      title={formatDateTime(date, clock.locale, clock.timeZone === 'utc' ? 'UTC' : undefined)}
    >
      {/* Something that happened: an instant past the shared clock's last tick (30 s) is "<1 min. ago", not "in <1 min.". */}
      {formatRelative(Math.min(date.getTime(), clock.now), clock.now, clock.locale)}
    </time>
  );
}

/** The shared clock, the language and the zone, for `RelativeTimeText`; renders again as any changes. */
export function useRelativeClock(): RelativeClock {
  const { locale, timeZone } = useLanguage();
  const now = useRelativeNow();
  return useMemo(() => ({ now, locale, timeZone }), [now, locale, timeZone]);
}

/** `RelativeTimeText` on its own clock, for a page that shows a few. */
export function RelativeTime({ at }: { at: number | string | Date }) {
  return <RelativeTimeText at={at} clock={useRelativeClock()} />;
}
