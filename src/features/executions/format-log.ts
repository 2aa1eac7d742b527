/**
 * One line of an execution's log. The spec does not show the shape of a log element (§2.6), so strings
 * are lines as they are, objects with a `message` become "time level message", anything else is JSON.
 */
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
  if (isRecord(entry) && typeof entry.message === 'string') {
    const when = entry.date ?? entry.timestamp ?? entry.time;
    const level = typeof entry.level === 'string' ? entry.level : undefined;
    return { time: readTime(when), level, text: entry.message };
  }
  return { time: undefined, level: undefined, text: JSON.stringify(entry) };
}
