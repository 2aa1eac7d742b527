/**
 * A datetime-local value ("2026-11-22T14:05") and the instant it names in the browser's time zone, both
 * ways: the period filters (the queue's, the overview's) keep instants and show local times.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value of a datetime-local input showing the instant `ms` in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const localInput = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a datetime-local value names in the browser's time zone, or undefined when it names none
 * (a date-time string without an offset is local time in ECMAScript). A bound of a filter, unlike a
 * reported timestamp, may fall in a daylight-saving gap: the browser's reading of it is good enough.
 */
export function fromLocalInput(value: string): number | undefined {
  if (!localInput.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) || ms < 0 ? undefined : ms;
}
