/**
 * Dates, times and durations in the app's locale (see locale.ts), each time saying its zone ("14:05 BRT",
 * "2:05 PM UTC"): the operator's own zone, or UTC if they chose it (remembered in this browser), so that
 * a time passed on to a colleague in another office, or compared with a server log, says what it means.
 */
import { z } from '@/api/zod';
import { appLocale, type AppLocale } from './locale';
import { createLocalStore } from './local-store';

/** Where times are told: the browser's zone, or UTC. */
export type TimeZoneChoice = 'local' | 'utc';

export const timeZoneChoiceStore = createLocalStore<TimeZoneChoice>(
  'robot-console:time-zone',
  z.enum(['local', 'utc']),
  'local',
);

/** The IANA zone for `Intl`: undefined is the browser's own. */
function chosenZone(): string | undefined {
  const choice = typeof window === 'undefined' ? 'local' : timeZoneChoiceStore.get();
  return choice === 'utc' ? 'UTC' : undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, style and zone: building one is far slower than using it. */
function formatter(
  locale: string,
  style: 'time' | 'dateTime',
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, {
      ...(style === 'time'
        ? { hour: '2-digit', minute: '2-digit' }
        : {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            second: '2-digit',
          }),
      timeZoneName: 'short',
      timeZone,
    });
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The little words around a time, per language (a new language must say them to compile). */
const whenWords: Record<AppLocale, { readonly today: string; readonly otherDay: string }> = {
  en: { today: 'at', otherDay: 'on' },
  'pt-BR': { today: 'às', otherDay: 'em' },
};

/**
 * "at 14:05 BRT" today, "on 22 Nov 2026, 14:05:09 BRT" another day, or "—" for a value that is not a
 * date. `timeZone` (an IANA zone) is for tests; the app tells times in the operator's chosen zone.
 */
export function formatTime(
  value: string | number | Date,
  locale: AppLocale = appLocale(),
  now = new Date(),
  timeZone: string | undefined = chosenZone(),
): string {
  const date = toDate(value);
  if (date === undefined) return '—';
  const words = whenWords[locale];
  return calendarDay(date, timeZone) === calendarDay(now, timeZone)
    ? `${words.today} ${formatter(locale, 'time', timeZone).format(date)}`
    : `${words.otherDay} ${formatter(locale, 'dateTime', timeZone).format(date)}`;
}

/** "22 Nov 2026, 14:05:09 BRT", or "—" for a value that is not a date. */
export function formatDateTime(
  value: string | number | Date,
  locale: AppLocale = appLocale(),
  timeZone: string | undefined = chosenZone(),
): string {
  const date = toDate(value);
  return date === undefined ? '—' : formatter(locale, 'dateTime', timeZone).format(date);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a zone, as 2026-11-22. */
function calendarDay(date: Date, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let found = dayFormatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(key, found);
  }
  return found.format(date);
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

/** What a shortened id keeps of each end. */
const idStartKept = 6;
const idEndKept = 4;

/**
 * "6b0956…0004": an id where there is little room, by its start and its end. Both ends are kept because
 * ids that differ only at their end are common (the service numbers executions in sequence:
 * `6b0956950000…0003`, `…0004`), and ids that differ only at their start too. An id short enough is
 * whole. Wherever it is shown short, the whole id is in the tooltip, the accessible name and the address.
 */
export function shortId(id: string): string {
  // By code point, so that a character outside the BMP is never cut in half.
  const characters = Array.from(id);
  if (characters.length <= idStartKept + idEndKept + 2) return id;
  return `${characters.slice(0, idStartKept).join('')}…${characters.slice(-idEndKept).join('')}`;
}
