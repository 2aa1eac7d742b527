/**
 * Slows down password guessing through `POST /session`: failed sign-ins are counted per client address
 * and username, and per address alone (someone trying many usernames), in fixed windows. In memory, like
 * the session store: each replica counts on its own, which still bounds guessing per replica.
 */

export interface SignInLimiterOptions {
  readonly now?: () => number;
  readonly windowMs?: number;
  /** Failures allowed per address and username within a window. */
  readonly maxPerUser?: number;
  /** Failures allowed per address, whatever the username, within a window. */
  readonly maxPerAddress?: number;
  /** Upper bound on counters kept; the oldest go first, so memory cannot grow without end. */
  readonly maxEntries?: number;
}

export interface SignInLimiter {
  /** Milliseconds until this address may try this username again, or `undefined` when it may now. */
  blockedFor(address: string, username: string): number | undefined;
  recordFailure(address: string, username: string): void;
  /** A correct password clears that username's count; the address's count stays, or one known account
   * would let a guesser reset it at will. */
  recordSuccess(address: string, username: string): void;
  size(): number;
}

interface Counter {
  count: number;
  readonly windowEnds: number;
}

// A newline cannot occur in an address, so the two parts of a key cannot run into each other.
const userKey = (address: string, username: string) => `user\n${address}\n${username.toLowerCase()}`;
const addressKey = (address: string) => `address\n${address}`;

export function createSignInLimiter(options: SignInLimiterOptions = {}): SignInLimiter {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const maxPerUser = options.maxPerUser ?? 10;
  const maxPerAddress = options.maxPerAddress ?? 50;
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

  function count(key: string, instant: number): void {
    const counter = live(key, instant);
    if (counter !== undefined) {
      counter.count += 1;
      return;
    }
    counters.set(key, { count: 1, windowEnds: instant + windowMs });
    for (const oldest of counters.keys()) {
      if (counters.size <= maxEntries) break;
      counters.delete(oldest);
    }
  }

  return {
    blockedFor(address, username) {
      const instant = now();
      let until = 0;
      for (const [key, max] of [
        [userKey(address, username), maxPerUser],
        [addressKey(address), maxPerAddress],
      ] as const) {
        const counter = live(key, instant);
        if (counter !== undefined && counter.count >= max) until = Math.max(until, counter.windowEnds);
      }
      return until > instant ? until - instant : undefined;
    },
    recordFailure(address, username) {
      const instant = now();
      prune(instant);
      count(userKey(address, username), instant);
      count(addressKey(address), instant);
    },
    recordSuccess(address, username) {
      counters.delete(userKey(address, username));
    },
    size: () => counters.size,
  };
}
