/**
 * Admission to `POST /session`. Slows down password guessing (failed sign-ins per client address and
 * username, per address alone, for someone trying many usernames, and per username from any address, for
 * someone spreading one account's guesses over many addresses) and caps how often one account signs in
 * (per username, from anywhere), in fixed windows. An address is counted as its client (address-group.ts:
 * an IPv6 address as its /64), a username without case (roles.ts `personKey`).
 *
 * An attempt is counted when it is admitted, not when the upstream has answered: otherwise a burst of
 * parallel attempts would all pass the check before the first answer is counted. Each attempt is then
 * settled once: refused (it stays a failure), succeeded (it stays a sign-in) or abandoned (the upstream
 * gave no verdict, so it counts as neither).
 *
 * The failures per username are kept in the database (sign-in-failures-repository.ts), shared by every
 * instance on it, so guesses spread over instances and addresses meet one cap. The other counters are
 * kept in this instance's memory: each instance counts on its own and forgets its counts when it
 * restarts, so with N instances behind a load balancer an address gets up to N times those limits.
 */
import { personKey } from '../../src/api/roles';
import type { Logger } from '../logger';
import type { SignInFailuresRepository } from '../storage/sign-in-failures-repository';
import { addressGroup } from './address-group';

export interface SignInLimits {
  readonly windowMs: number;
  /** Failures (refused or under way) allowed per address and username within a window. */
  readonly failuresPerUser: number;
  /** Failures (refused or under way) allowed per address, whatever the username, within a window. */
  readonly failuresPerAddress: number;
  /** Sign-ins (successful or under way) allowed per username, from any address, within a window. */
  readonly signInsPerUser: number;
  /** Failures (refused or under way) allowed per username, from all addresses, within `usernameWindowMs`. */
  readonly failuresPerUsername: number;
  /** The window of `failuresPerUsername`: its own, shorter one (see below). */
  readonly usernameWindowMs: number;
}

/**
 * 20 failures per username in 5 minutes from all addresses together: above the 10 that one address may
 * make in 15 minutes by default, so someone mistyping alone never meets it, and at most 240 guesses an hour at one
 * account however many addresses take part. The window is short because while it lasts everyone is
 * refused that username, its owner too: a guesser can keep an account refused only by spending the cap
 * again every 5 minutes, and nothing stays locked once they stop. The refusal is the same whether the
 * account exists or not (any username is counted).
 */
const failuresPerUsername = 20;
const usernameWindowMs = 5 * 60_000;

export const defaultSignInLimits: SignInLimits = {
  windowMs: 15 * 60_000,
  failuresPerUser: 10,
  failuresPerAddress: 50,
  signInsPerUser: 30,
  failuresPerUsername,
  usernameWindowMs,
};

export interface SignInLimiterOptions extends Partial<SignInLimits> {
  /** Where the failures per username are counted, shared by the instances on the database. */
  readonly failures: SignInFailuresRepository;
  /** Told when a count could not be taken back in the database (it then lasts to its window's end). */
  readonly logger: Logger;
  readonly now?: () => number;
  /** Upper bound on counters kept; the oldest go first, so memory cannot grow without end. */
  readonly maxEntries?: number;
}

/** One admitted attempt. The first call settles it; later calls do nothing. None ever rejects. */
export interface SignInAttempt {
  /** The upstream refused the credentials: the attempt stays counted as a failure. */
  refused(): Promise<void>;
  /** The user is signed in: clears the username's failures and stays counted as a sign-in. */
  succeeded(): Promise<void>;
  /** No verdict (the upstream failed, or no session could be made): counted as nothing. */
  abandoned(): Promise<void>;
}

export type Admission =
  | { readonly ok: true; readonly attempt: SignInAttempt }
  /** `failures`: too many failed sign-ins; `sign-ins`: this account signed in too often. */
  | { readonly ok: false; readonly reason: 'failures' | 'sign-ins'; readonly waitMs: number };

export interface SignInLimiter {
  /** Rejects when the database cannot be reached: nothing is then counted. */
  begin(address: string, username: string): Promise<Admission>;
  /** Counters kept, for tests of the memory bound. */
  size(): number;
}

interface Counter {
  count: number;
  readonly windowEnds: number;
}

// A newline cannot occur in an address, so the parts of a key cannot run into each other. `client` is
// an address's group, `person` a username's key.
const failuresKey = (client: string, person: string) => `user\n${client}\n${person}`;
const addressKey = (client: string) => `address\n${client}`;
const signInsKey = (person: string) => `sign-ins\n${person}`;

export function createSignInLimiter(options: SignInLimiterOptions): SignInLimiter {
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

  /** Runs a change to the database's count; a failure is logged, never thrown at the sign-in. */
  const inDatabase = (change: Promise<void>) =>
    change.catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      options.logger.warn(`sign-in limiter: a username's failures could not be updated: ${reason}`);
    });

  return {
    async begin(address, username) {
      const instant = now();
      prune(instant);
      const client = addressGroup(address);
      const person = personKey(username);
      const failuresUntil = blockedUntil(instant, [
        [failuresKey(client, person), limits.failuresPerUser],
        [addressKey(client), limits.failuresPerAddress],
      ]);
      if (failuresUntil > instant) return { ok: false, reason: 'failures', waitMs: failuresUntil - instant };
      const signInsUntil = blockedUntil(instant, [[signInsKey(person), limits.signInsPerUser]]);
      if (signInsUntil > instant) return { ok: false, reason: 'sign-ins', waitMs: signInsUntil - instant };

      // Counted now, as a failure and as a sign-in, until the upstream's answer says which it was; in
      // memory before the database is asked, so attempts in parallel on this instance see each other.
      const userFailures = increment(failuresKey(client, person), instant);
      const addressFailures = increment(addressKey(client), instant);
      const signIns = increment(signInsKey(person), instant);
      const abandonHere = () => {
        decrement(failuresKey(client, person), userFailures);
        decrement(addressKey(client), addressFailures);
        decrement(signInsKey(person), signIns);
      };
      const cap = { max: limits.failuresPerUsername, windowMs: limits.usernameWindowMs };
      const taken = await options.failures.take(person, instant, cap).catch((error: unknown) => {
        abandonHere();
        throw error;
      });
      if (!taken.ok) {
        abandonHere();
        return { ok: false, reason: 'failures', waitMs: taken.windowEnds - instant };
      }

      let settled = false;
      const settle = async (outcome: () => Promise<void> | void) => {
        if (settled) return;
        settled = true;
        await outcome();
      };
      return {
        ok: true,
        attempt: {
          refused: () => settle(() => decrement(signInsKey(person), signIns)),
          succeeded: () =>
            settle(() => {
              // A correct password clears the username's failures; the address's earlier failures
              // stay, or one known account would let a guesser reset them at will.
              counters.delete(failuresKey(client, person));
              decrement(addressKey(client), addressFailures);
              return inDatabase(options.failures.clear(person));
            }),
          abandoned: () =>
            settle(() => {
              abandonHere();
              return inDatabase(options.failures.giveBack(person, taken.windowEnds));
            }),
        },
      };
    },
    size: () => counters.size,
  };
}
