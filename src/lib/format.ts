/** Dates, times and durations in the app's locale (see locale.ts) and the operator's time zone. */
import { appLocale } from './locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style: building one is far slower than using it. */
function formatter(locale: string, style: 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(
      locale,
      style === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : { dateStyle: 'medium', timeStyle: 'medium' },
    );
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "at 14:05" today, "on 22 Nov 2026, 14:05:09" another day, or "—" for a value that is not a date. */
export function formatTime(
  value: string | number | Date,
  locale: string = appLocale(),
  now = new Date(),
): string {
  const date = toDate(value);
  if (date === undefined) return '—';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? `at ${formatter(locale, 'time').format(date)}`
    : `on ${formatter(locale, 'dateTime').format(date)}`;
}

/** "22 Nov 2026, 14:05:09", or "—" for a value that is not a date. */
export function formatDateTime(value: string | number | Date, locale: string = appLocale()): string {
  const date = toDate(value);
  return date === undefined ? '—' : formatter(locale, 'dateTime').format(date);
}

/** "1 h 02 min", "3 min 05 s", "12 s"; negative or unknown durations are "—". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}
