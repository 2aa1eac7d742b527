/**
 * Admission to `POST /session`. Slows down password guessing (failed sign-ins per client address and
 * username, and per address alone, for someone trying many usernames) and caps how often one account
 * signs in (per username, from anywhere), in fixed windows.
 *
 * An attempt is counted when it is admitted, not when the upstream has answered: otherwise a burst of
 * parallel attempts would all pass the check before the first answer is counted. Each attempt is then
 * settled once: refused (it stays a failure), succeeded (it stays a sign-in) or abandoned (the upstream
 * gave no verdict, so it counts as neither).
 *
 * The counters are kept in this instance's memory, not in the database (unlike the sessions): each
 * instance counts on its own and forgets its counts when it restarts. With N instances behind a load
 * balancer an address or a username gets up to N times the limits: guessing stays bounded, per instance.
 */

export interface SignInLimits {
  readonly windowMs: number;
  /** Failures (refused or under way) allowed per address and username within a window. */
  readonly failuresPerUser: number;
  /** Failures (refused or under way) allowed per address, whatever the username, within a window. */
  readonly failuresPerAddress: number;
  /** Sign-ins (successful or under way) allowed per username, from any address, within a window. */
  readonly signInsPerUser: number;
}

export const defaultSignInLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  failuresPerUser: 10,
  failuresPerAddress: 50,
  signInsPerUser: 30,
};

export interface SignInLimiterOptions extends Partial<SignInLimits> {
  readonly now?: () => number;
  /** Upper bound on counters kept; the oldest go first, so memory cannot grow without end. */
  readonly maxEntries?: number;
}

/** One admitted attempt. The first call settles it; later calls do nothing. */
export interface SignInAttempt {
  /** The upstream refused the credentials: the attempt stays counted as a failure. */
  refused(): void;
  /** The user is signed in: clears the username's failures here and stays counted as a sign-in. */
  succeeded(): void;
  /** No verdict (the upstream failed, or no session could be made): counted as nothing. */
  abandoned(): void;
}

export type Admission =
  | { readonly ok: true; readonly attempt: SignInAttempt }
  /** `failures`: too many failed sign-ins; `sign-ins`: this account signed in too often. */
  | { readonly ok: false; readonly reason: 'failures' | 'sign-ins'; readonly waitMs: number };

export interface SignInLimiter {
  begin(address: string, username: string): Admission;
  /** Counters kept, for tests of the memory bound. */
  size(): number;
}

interface Counter {
  count: number;
  readonly windowEnds: number;
}

// A newline cannot occur in an address, so the parts of a key cannot run into each other.
const failuresKey = (address: string, username: string) => `user\n${address}\n${username.toLowerCase()}`;
const addressKey = (address: string) => `address\n${address}`;
const signInsKey = (username: string) => `sign-ins\n${username.toLowerCase()}`;

export function createSignInLimiter(options: SignInLimiterOptions = {}): SignInLimiter {
  const now = options.now ?? Date.now;
  const limits = { ...defaultSignInLimits, ...options };
  const maxEntries = options.maxEntries ?? 10_000;
  // Insertion order is window-start order: a counter is re-inserted whenever its window restarts.
  const counters = new Map<string, Counter>();

  function live(key: string, instant: number): Counter | undefined {
    const counter = counters.get(key);
    if (counter !== undefined && counter.windowEnds <= instant) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  }

  function prune(instant: number): void {
    for (const [key, counter] of counters) {
      if (counter.windowEnds > instant) break;
      counters.delete(key);
    }
  }

  function increment(key: string, instant: number): Counter {
    const counter = live(key, instant);
    if (counter !== undefined) {
      counter.count += 1;
      return counter;
    }
    const fresh = { count: 1, windowEnds: instant + limits.windowMs };
    counters.set(key, fresh);
    for (const oldest of counters.keys()) {
      if (counters.size <= maxEntries) break;
      counters.delete(oldest);
    }
    return fresh;
  }

  /** Takes back one count, unless the counter has since been replaced (new window) or dropped. */
  function decrement(key: string, counter: Counter): void {
    if (counters.get(key) === counter && counter.count > 0) counter.count -= 1;
  }

  /** When the first of the given counters that is at its limit frees up, or 0 when none is. */
  function blockedUntil(instant: number, checks: readonly (readonly [string, number])[]): number {
    let until = 0;
    for (const [key, max] of checks) {
      const counter = live(key, instant);
      if (counter !== undefined && counter.count >= max) until = Math.max(until, counter.windowEnds);
    }
    return until;
  }

  return {
    begin(address, username) {
      const instant = now();
      prune(instant);
      const failuresUntil = blockedUntil(instant, [
        [failuresKey(address, username), limits.failuresPerUser],
        [addressKey(address), limits.failuresPerAddress],
      ]);
      if (failuresUntil > instant) return { ok: false, reason: 'failures', waitMs: failuresUntil - instant };
      const signInsUntil = blockedUntil(instant, [[signInsKey(username), limits.signInsPerUser]]);
      if (signInsUntil > instant) return { ok: false, reason: 'sign-ins', waitMs: signInsUntil - instant };

      // Counted now, as a failure and as a sign-in, until the upstream's answer says which it was.
      const userFailures = increment(failuresKey(address, username), instant);
      const addressFailures = increment(addressKey(address), instant);
      const signIns = increment(signInsKey(username), instant);
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
      };
      return {
        ok: true,
        attempt: {
          refused: () => settle(() => decrement(signInsKey(username), signIns)),
          succeeded: () =>
            settle(() => {
              // A correct password clears the username's failures; the address's earlier failures
              // stay, or one known account would let a guesser reset them at will.
              counters.delete(failuresKey(address, username));
              decrement(addressKey(address), addressFailures);
            }),
          abandoned: () =>
            settle(() => {
              decrement(failuresKey(address, username), userFailures);
              decrement(addressKey(address), addressFailures);
              decrement(signInsKey(username), signIns);
            }),
        },
      };
    },
    size: () => counters.size,
  };
}
