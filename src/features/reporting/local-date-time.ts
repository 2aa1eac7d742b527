/**
 * `processedAt` (spec §2.8) is an instant in ISO 8601 UTC with milliseconds and a trailing Z. The
 * operator picks it as a local date and time (a native datetime-local input, in the browser's own
 * locale), and it is converted here, in one place.
 *
 * The conversion goes through Intl with an explicit time zone (the browser's by default) rather than
 * `new Date(y, m, d, ...)`: that constructor reads years 0–99 as 1900–1999 (Chrome reports "0026-..."
 * while a year is being typed) and silently moves a time that a daylight saving change skips.
 */
import type { Translate } from '@/i18n/i18n-provider';
import { asUtc, offsetAt, wallTimeAt, type WallTime } from '@/lib/zoned-time';

const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const minYear = 1970;
const maxYear = 9999;

type LocalInputProblem = 'invalid' | 'year' | 'skipped';
type LocalInputResult = { ok: true; iso: string } | { ok: false; problem: LocalInputProblem };

/** Why a local date and time was refused, in the app's language. */
export function localInputMessage(problem: LocalInputProblem, t: Translate): string {
  switch (problem) {
    case 'invalid':
      return t('reporting.dateTime.invalid');
    case 'year':
      // Years as written, never grouped ("1,970").
      return t('reporting.dateTime.year', { min: String(minYear), max: String(maxYear) });
    case 'skipped':
      return t('reporting.dateTime.skipped');
  }
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "2026-11-22T14:05" (local) → "2026-11-22T13:05:00.000Z" in a UTC+1 zone, or why it cannot be. */
export function parseLocalInput(value: string, timeZone = browserTimeZone()): LocalInputResult {
  const match = localInput.exec(value.trim());
  if (match === null) return { ok: false, problem: 'invalid' };
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = match;
  const wall: WallTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
  };
  if (wall.hour > 23 || wall.minute > 59 || Number(s) > 59) return { ok: false, problem: 'invalid' };
  const naive = asUtc(wall, Number(s), Number(ms.padEnd(3, '0')));
  const check = new Date(naive);
  // Dates the calendar does not have (2026-02-31 would roll over to March) do not round-trip.
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day
  ) {
    return { ok: false, problem: 'invalid' };
  }
  if (wall.year < minYear || wall.year > maxYear) return { ok: false, problem: 'year' };
  // The offset at a first guess, then at the instant it gives: they differ only near a change.
  const first = naive - offsetAt(naive, timeZone);
  const instant = naive - offsetAt(first, timeZone);
  const back = wallTimeAt(instant, timeZone);
  // A time that a daylight saving change skips maps to another wall time: refuse it, do not move it.
  if (back.hour !== wall.hour || back.minute !== wall.minute || back.day !== wall.day) {
    return { ok: false, problem: 'skipped' };
  }
  return { ok: true, iso: new Date(instant).toISOString() };
}

/** The ISO instant for a local input value, or undefined when it is not a valid local time. */
export function localInputToIso(value: string, timeZone?: string): string | undefined {
  const result = parseLocalInput(value, timeZone);
  return result.ok ? result.iso : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value for a datetime-local input showing `date` in local time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local input value for an ISO instant, e.g. when a record is opened again. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toLocalInput(date);
}
