/** How the overview tells its bars and figures: each outcome's colour, a bar's time, a rate. */
import type { OverviewOutcome } from '@/api/workspace/overview';
import type { AppLocale } from '@/lib/locale';

/** The status badges' colours (status-badge.tsx), so an outcome looks the same everywhere. */
export const outcomeColors: Record<OverviewOutcome, string> = {
  success: 'green.6',
  alert: 'yellow.6',
  error: 'red.6',
  other: 'gray.6',
  active: 'blue.6',
};

/** A bar's name from its first instant: "29 Nov, 14:00" by the hour, "Sun 29 Nov" by the day. */
export type BarLabel = (from: number) => string;

export function barLabeller(bucket: 'hour' | 'day', locale: AppLocale, zone: string): BarLabel {
  const format = new Intl.DateTimeFormat(
    locale,
    bucket === 'hour'
      ? {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: zone,
        }
      : { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone },
  );
  return (from) => format.format(from);
}

/** "92.5 %" (one decimal, in the language's way), or undefined when nothing ended. */
export function successRate(succeeded: number, ended: number, locale: AppLocale): string | undefined {
  if (ended === 0) return undefined;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    succeeded / ended,
  );
}
