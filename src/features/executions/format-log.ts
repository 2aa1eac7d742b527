import { logEntryFields } from '@/api/spec-gaps';
import { appLocale, type AppLocale } from '@/lib/locale';

/** One line of an execution's log, read as `logEntryFields` in spec-gaps.ts describes. */
export interface LogLine {
  readonly time: string | undefined;
  readonly level: string | undefined;
  readonly text: string;
}

// One formatter per locale and zone: a log of thousands of lines formats a time per line.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(locale: AppLocale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = timeFormats.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone,
    });
    timeFormats.set(key, found);
  }
  return found;
}

function readTime(value: unknown, locale: AppLocale, timeZone: string | undefined): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : timeFormat(locale, timeZone).format(date);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A line of the log; its time in the app's language and in `timeZone` (an IANA zone, undefined for the
 * browser's own), as the page tells every other time.
 */
export function formatLogEntry(entry: unknown, locale: AppLocale = appLocale(), timeZone?: string): LogLine {
  if (typeof entry === 'string') return { time: undefined, level: undefined, text: entry };
  const message = isRecord(entry) ? entry[logEntryFields.message] : undefined;
  if (isRecord(entry) && typeof message === 'string') {
    const when = logEntryFields.time.map((field) => entry[field]).find((value) => value !== undefined);
    const level = entry[logEntryFields.level];
    return {
      time: readTime(when, locale, timeZone),
      level: typeof level === 'string' ? level : undefined,
      text: message,
    };
  }
  return { time: undefined, level: undefined, text: JSON.stringify(entry) };
}
