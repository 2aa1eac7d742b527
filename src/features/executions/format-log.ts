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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The instant of a line, when its time field can be read as one. */
function readInstant(value: unknown): Date | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A log element as its parts, before any formatting (see `logEntryFields`). */
export function readLogEntry(entry: unknown): {
  readonly instant: Date | undefined;
  readonly level: string | undefined;
  readonly text: string;
} {
  if (typeof entry === 'string') return { instant: undefined, level: undefined, text: entry };
  const message = isRecord(entry) ? entry[logEntryFields.message] : undefined;
  if (isRecord(entry) && typeof message === 'string') {
    const when = logEntryFields.time.map((field) => entry[field]).find((value) => value !== undefined);
    const level = entry[logEntryFields.level];
    return {
      instant: readInstant(when),
      level: typeof level === 'string' ? level : undefined,
      text: message,
    };
  }
  return { instant: undefined, level: undefined, text: JSON.stringify(entry) };
}

/**
 * A line of the log; its time in the app's language and in `timeZone` (an IANA zone, undefined for the
 * browser's own), as the page tells every other time.
 */
export function formatLogEntry(entry: unknown, locale: AppLocale = appLocale(), timeZone?: string): LogLine {
  const { instant, level, text } = readLogEntry(entry);
  return {
    time: instant === undefined ? undefined : timeFormat(locale, timeZone).format(instant),
    level,
    text,
  };
}

/**
 * The log as a text file, one line per element: its instant in ISO 8601 UTC (a file is read elsewhere,
 * later, in any zone), its level and its text.
 */
export function logsAsText(logs: readonly unknown[]): string {
  return logs
    .map((entry) => {
      const { instant, level, text } = readLogEntry(entry);
      return `${[instant?.toISOString(), level, text].filter((part) => part !== undefined).join(' ')}\n`;
    })
    .join('');
}
