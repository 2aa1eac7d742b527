import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the file on a clock that starts at `instant` and moves on in real time (only `Date` is
 * replaced: timers stay real, so waits on conditions work). For tests that record fixed instants and
 * then show them beside "now" (relative times, newest first): they read the same on any day.
 *
 * Every test that fixes the clock picks an instant in the past. The tests' PostgreSQL (PGlite, in the same
 * process) reads the same `Date`: a timer it sets while the clock says years ahead is, once the real clock
 * is back, longer than `setTimeout` can wait (2^31 - 1 ms), so it fires every millisecond, re-armed each
 * time, for as long as the worker runs. A past instant bounds that to the test: a timer PGlite set on the
 * real clock before (its idle statistics' flush) looks that far ahead while the test runs, and re-arms
 * every millisecond (Node's TimeoutOverflowWarning) until the real clock is back, when it is simply due.
 */
export function clockStartingAt(instant: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: instant });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
