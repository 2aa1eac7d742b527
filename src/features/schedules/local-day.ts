import type { AppLocale } from '@/lib/locale';

/**
 * "Friday, December 25, 2026": a local day (YYYY-MM-DD) in words, the same wherever the operator is: it
 * is a date in the schedule's calendar, not an instant.
 */
export function dayWords(day: string, locale: AppLocale): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
