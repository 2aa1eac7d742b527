/** Dates, times and durations in the operator's own locale and time zone. */

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "14:05", or "—" for a value that is not a date. */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  if (date === undefined) return '—';
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay ? `at ${timeFormat.format(date)}` : `on ${dateTimeFormat.format(date)}`;
}

/** "22 Nov 2026, 14:05:09", or "—" for a value that is not a date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date === undefined ? '—' : dateTimeFormat.format(date);
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
