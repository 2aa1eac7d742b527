/**
 * `processedAt` (spec §2.8) is an instant in ISO 8601 UTC with milliseconds and a trailing Z. The
 * operator picks it as a local date and time (a native datetime-local input, in the browser's own
 * locale), and it is converted here, in one place.
 */

const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** "2026-11-22T14:05" (local) → "2026-11-22T13:05:00.000Z" in a UTC+1 zone; undefined when not a date. */
export function localInputToIso(value: string): string | undefined {
  const match = localInput.exec(value.trim());
  if (match === null) return undefined;
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = match;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, '0')),
  );
  // Reject dates the calendar does not have (2026-02-31 would roll over to March).
  if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return undefined;
  return date.toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value for a datetime-local input showing `date` in local time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local input value for an ISO instant, e.g. when a record is opened again. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toLocalInput(date);
}
