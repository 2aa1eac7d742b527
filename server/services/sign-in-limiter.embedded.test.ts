import { describe, expect, it } from 'vitest';
import { createSignInLimiter, type SignInAttempt, type SignInLimiter } from './sign-in-limiter';

const minute = 60_000;

function clock(start = 0) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => (state.now += ms) };
}

function admitted(limiter: SignInLimiter, address: string, user: string): SignInAttempt {
  const admission = limiter.begin(address, user);
  if (!admission.ok) throw new Error(`${user} from ${address} was not admitted`);
  return admission.attempt;
}

function fail(limiter: SignInLimiter, times: number, address: string, user: string) {
  for (let index = 0; index < times; index += 1) admitted(limiter, address, user).refused();
}

const waitOf = (limiter: SignInLimiter, address: string, user: string) => {
  const admission = limiter.begin(address, user);
  if (admission.ok) {
    admission.attempt.abandoned();
    return undefined;
  }
  return admission.waitMs;
};

describe('sign-in limiter', () => {
  it('blocks an address and username after 10 failures until the window ends', () => {
    const time = clock();
    const limiter = createSignInLimiter({ now: time.now });
    fail(limiter, 9, '10.0.0.1', 'ana');
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
    admitted(limiter, '10.0.0.1', 'ana').refused();
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBe(15 * minute);
    time.advance(14 * minute);
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBe(minute);
    time.advance(minute);
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
  });

  it('counts attempts still waiting for the upstream, so a parallel burst cannot pass the check', () => {
    const limiter = createSignInLimiter({ now: clock().now });
    const inFlight = Array.from({ length: 1000 }, () => limiter.begin('10.0.0.1', 'ana'));
    expect(inFlight.filter((admission) => admission.ok)).toHaveLength(10);
    expect(inFlight[10]).toMatchObject({ ok: false, reason: 'failures', waitMs: 15 * minute });
  });

  it('gives back the place of an attempt that got no verdict, and of a successful one', () => {
    const limiter = createSignInLimiter({ now: clock().now, failuresPerUser: 2 });
    admitted(limiter, '10.0.0.1', 'ana').abandoned();
    admitted(limiter, '10.0.0.1', 'ana').abandoned();
    const first = admitted(limiter, '10.0.0.1', 'ana');
    const second = admitted(limiter, '10.0.0.1', 'ana');
    expect(limiter.begin('10.0.0.1', 'ana').ok).toBe(false);
    first.succeeded();
    // Settling twice changes nothing: the first verdict stands.
    first.abandoned();
    second.abandoned();
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
  });

  it('counts usernames without case, and each address on its own', () => {
    const limiter = createSignInLimiter({ now: clock().now });
    fail(limiter, 5, '10.0.0.1', 'Ana@Example.com');
    fail(limiter, 5, '10.0.0.1', 'ana@example.COM');
    expect(waitOf(limiter, '10.0.0.1', 'ana@example.com')).toBeGreaterThan(0);
    expect(waitOf(limiter, '10.0.0.2', 'ana@example.com')).toBeUndefined();
  });

  it('blocks an address after 50 failures over any usernames', () => {
    const limiter = createSignInLimiter({ now: clock().now });
    for (let user = 0; user < 49; user += 1) admitted(limiter, '10.0.0.1', `user-${user}`).refused();
    expect(waitOf(limiter, '10.0.0.1', 'fresh')).toBeUndefined();
    admitted(limiter, '10.0.0.1', 'user-49').refused();
    expect(waitOf(limiter, '10.0.0.1', 'fresh')).toBeGreaterThan(0);
    expect(waitOf(limiter, '10.0.0.2', 'fresh')).toBeUndefined();
  });

  it("clears the username's count on success but not the address's", () => {
    const limiter = createSignInLimiter({ now: clock().now, failuresPerAddress: 12 });
    fail(limiter, 10, '10.0.0.1', 'ana');
    expect(waitOf(limiter, '10.0.0.1', 'ana')).toBeGreaterThan(0);
    fail(limiter, 1, '10.0.0.1', 'bo');
    admitted(limiter, '10.0.0.1', 'bo').succeeded();
    fail(limiter, 1, '10.0.0.1', 'bo');
    // 12 failures from the address: everyone from it waits, however many succeeded in between.
    expect(waitOf(limiter, '10.0.0.1', 'cy')).toBeGreaterThan(0);
  });

  it('caps the sign-ins of one username from any address, and says so apart from failures', () => {
    const time = clock();
    const limiter = createSignInLimiter({ now: time.now, signInsPerUser: 3 });
    admitted(limiter, '10.0.0.1', 'ana').succeeded();
    admitted(limiter, '10.0.0.2', 'ana').succeeded();
    const third = admitted(limiter, '10.0.0.3', 'ANA');
    expect(limiter.begin('10.0.0.4', 'ana')).toMatchObject({ ok: false, reason: 'sign-ins' });
    // A refused password is a failure, not a sign-in: its place is given back.
    third.refused();
    admitted(limiter, '10.0.0.4', 'ana').succeeded();
    expect(limiter.begin('10.0.0.5', 'ana')).toMatchObject({ ok: false, reason: 'sign-ins' });
    expect(waitOf(limiter, '10.0.0.5', 'bo')).toBeUndefined();
    time.advance(15 * minute);
    expect(waitOf(limiter, '10.0.0.5', 'ana')).toBeUndefined();
  });

  it('forgets expired counters and never keeps more than maxEntries', () => {
    const time = clock();
    const limiter = createSignInLimiter({ now: time.now, maxEntries: 100 });
    for (let address = 0; address < 500; address += 1)
      admitted(limiter, `10.0.${address}.1`, 'ana').refused();
    expect(limiter.size()).toBeLessThanOrEqual(100);
    time.advance(15 * minute);
    admitted(limiter, '10.9.9.9', 'bo').refused();
    // Its failures per address and username, per address, and its sign-ins count (back at zero).
    expect(limiter.size()).toBe(3);
  });
});
