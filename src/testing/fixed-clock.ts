import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the file on a clock that starts at `instant` and moves on in real time (only `Date` is
 * replaced: timers stay real, so waits on conditions work). For tests that record fixed instants and
 * then show them beside "now" (relative times, newest first): they read the same on any day.
 */
export function clockStartingAt(instant: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: instant });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
