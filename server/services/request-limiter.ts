/**
 * A count of one kind of request per caller in fixed windows: `take` admits one, or says how long until
 * the caller's window ends. For a request anyone signed in may send as often as they like and that costs
 * the server's thread (the schedule preview searches a calendar there). Kept in this instance's memory,
 * like the sign-in limiter's counts, for a bounded number of callers (the least recently counted go first).
 */
import { boundedMemo } from '../storage/bounded-memo';

export interface RequestLimit {
  readonly perWindow: number;
  readonly windowMs: number;
}

export type Taken = { readonly ok: true } | { readonly ok: false; readonly waitMs: number };

export interface RequestLimiter {
  take(caller: string): Taken;
}

export function createRequestLimiter(
  limit: RequestLimit,
  now: () => number,
  callersKept = 10_000,
): RequestLimiter {
  const windows = boundedMemo<{ count: number; readonly ends: number }>(callersKept);
  return {
    take(caller) {
      const instant = now();
      let window = windows.get(caller);
      if (window === undefined || window.ends <= instant) {
        window = { count: 0, ends: instant + limit.windowMs };
        // Counted anew: kept as the newest.
        windows.delete(caller);
        windows.set(caller, window);
      }
      if (window.count >= limit.perWindow) return { ok: false, waitMs: window.ends - instant };
      window.count += 1;
      return { ok: true };
    },
  };
}
