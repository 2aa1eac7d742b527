import { logEntryFields } from '@/api/spec-gaps';

/** One line of an execution's log, read as `logEntryFields` in spec-gaps.ts describes. */
export interface LogLine {
  readonly time: string | undefined;
  readonly level: string | undefined;
  readonly text: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function readTime(value: unknown): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : timeFormat.format(date);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function formatLogEntry(entry: unknown): LogLine {
  if (typeof entry === 'string') return { time: undefined, level: undefined, text: entry };
  const message = isRecord(entry) ? entry[logEntryFields.message] : undefined;
  if (isRecord(entry) && typeof message === 'string') {
    const when = logEntryFields.time.map((field) => entry[field]).find((value) => value !== undefined);
    const level = entry[logEntryFields.level];
    return { time: readTime(when), level: typeof level === 'string' ? level : undefined, text: message };
  }
  return { time: undefined, level: undefined, text: JSON.stringify(entry) };
}
