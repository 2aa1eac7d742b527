/**
 * "3 min ago", "in 2 h", "<1 min ago": how far an instant is from now, in the app's language (Intl's short
 * style: "há 3 min." in pt-BR), for lists an operator scans; the exact instant goes beside it on hover.
 */
import { useSyncExternalStore } from 'react';
import type { AppLocale } from './locale';

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: AppLocale, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${locale} ${numeric}`;
  let found = formats.get(key);
  if (found === undefined) {
    found = new Intl.RelativeTimeFormat(locale, { numeric, style: 'short' });
    formats.set(key, found);
  }
  return found;
}

/**
 * `at` relative to `now` (both Unix ms): the largest whole unit, or "<1 min ago" ("há <1 min.") within a
 * minute. Not "now": beside a duration of 51 s, a start "now" reads as a contradiction.
 */
export function formatRelative(at: number, now: number, locale: AppLocale): string {
  const elapsed = at - now;
  const size = Math.abs(elapsed);
  for (const [unit, length] of units) {
    if (size >= length) return relativeFormat(locale, 'auto').format(Math.trunc(elapsed / length), unit);
  }
  // Intl's own words for one minute, its number made "<1": the language's order and spacing kept.
  return relativeFormat(locale, 'always')
    .formatToParts(elapsed > 0 ? 1 : -1, 'minute')
    .map((part) => (part.type === 'integer' ? '<1' : part.value))
    .join('');
}

/**
 * One clock for every relative time on the page, ticking every 30 s while any is shown (one timer,
 * however many rows), so "3 min ago" becomes "4 min ago" without each row keeping its own.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now, to within 30 s, shared by every relative time on the page. */
export function useRelativeNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
