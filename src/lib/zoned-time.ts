/**
 * Wall-clock times in an IANA zone and the instants they stand for, through Intl with an explicit zone
 * (never `new Date(y, m, d, ...)`, which reads years 0–99 as 1900–1999 and silently moves a time that a
 * daylight saving change skips). The reporting forms' local date and time and the reporting plans'
 * periods are converted here.
 */
export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at the instant `utcMs` (to the second). */
export function wallTimeAt(utcMs: number, timeZone: string): WallTime & { second: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** A wall time read as if it were UTC; setUTCFullYear keeps years below 100 as typed. */
export function asUtc(wall: WallTime, second: number, ms: number): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, second, ms);
  return date.getTime();
}

/** How far `timeZone` is ahead of UTC at the instant `utcMs`. */
export function offsetAt(utcMs: number, timeZone: string): number {
  const wall = wallTimeAt(utcMs, timeZone);
  return asUtc(wall, wall.second, 0) - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

/**
 * The instant at which `timeZone`'s clocks show `wall` (to the minute), or undefined when a daylight
 * saving change skips that time there.
 */
export function zonedInstant(wall: WallTime, timeZone: string): number | undefined {
  const naive = asUtc(wall, 0, 0);
  // The offset at a first guess, then at the instant it gives: they differ only near a change.
  const first = naive - offsetAt(naive, timeZone);
  const instant = naive - offsetAt(first, timeZone);
  const back = wallTimeAt(instant, timeZone);
  return back.hour === wall.hour && back.minute === wall.minute && back.day === wall.day
    ? instant
    : undefined;
}
