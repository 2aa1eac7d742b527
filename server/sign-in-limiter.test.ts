import { describe, expect, it } from 'vitest';
import { createSignInLimiter } from './sign-in-limiter';

const minute = 60_000;

function clock(start = 0) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => (state.now += ms) };
}

function fail(limiter: ReturnType<typeof createSignInLimiter>, times: number, address: string, user: string) {
  for (let index = 0; index < times; index += 1) limiter.recordFailure(address, user);
}

describe('sign-in limiter', () => {
  it('blocks an address and username after 10 failures until the window ends', () => {
    const time = clock();
    const limiter = createSignInLimiter({ now: time.now });
    fail(limiter, 9, '10.0.0.1', 'ana');
    expect(limiter.blockedFor('10.0.0.1', 'ana')).toBeUndefined();
    limiter.recordFailure('10.0.0.1', 'ana');
    expect(limiter.blockedFor('10.0.0.1', 'ana')).toBe(15 * minute);
    time.advance(14 * minute);
    expect(limiter.blockedFor('10.0.0.1', 'ana')).toBe(minute);
    time.advance(minute);
    expect(limiter.blockedFor('10.0.0.1', 'ana')).toBeUndefined();
  });

  it('counts usernames without case, and each address on its own', () => {
    const limiter = createSignInLimiter({ now: clock().now });
    fail(limiter, 5, '10.0.0.1', 'Ana@Example.com');
    fail(limiter, 5, '10.0.0.1', 'ana@example.COM');
    expect(limiter.blockedFor('10.0.0.1', 'ana@example.com')).toBeGreaterThan(0);
    expect(limiter.blockedFor('10.0.0.2', 'ana@example.com')).toBeUndefined();
  });

  it('blocks an address after 50 failures over any usernames', () => {
    const limiter = createSignInLimiter({ now: clock().now });
    for (let user = 0; user < 49; user += 1) limiter.recordFailure('10.0.0.1', `user-${user}`);
    expect(limiter.blockedFor('10.0.0.1', 'fresh')).toBeUndefined();
    limiter.recordFailure('10.0.0.1', 'user-49');
    expect(limiter.blockedFor('10.0.0.1', 'fresh')).toBeGreaterThan(0);
    expect(limiter.blockedFor('10.0.0.2', 'fresh')).toBeUndefined();
  });

  it("clears the username's count on success but not the address's", () => {
    const limiter = createSignInLimiter({ now: clock().now, maxPerAddress: 12 });
    fail(limiter, 10, '10.0.0.1', 'ana');
    limiter.recordSuccess('10.0.0.1', 'ANA');
    expect(limiter.blockedFor('10.0.0.1', 'ana')).toBeUndefined();
    fail(limiter, 2, '10.0.0.1', 'ana');
    expect(limiter.blockedFor('10.0.0.1', 'bo')).toBeGreaterThan(0);
  });

  it('forgets expired counters and never keeps more than maxEntries', () => {
    const time = clock();
    const limiter = createSignInLimiter({ now: time.now, maxEntries: 100 });
    for (let address = 0; address < 500; address += 1) limiter.recordFailure(`10.0.${address}.1`, 'ana');
    expect(limiter.size()).toBeLessThanOrEqual(100);
    time.advance(15 * minute);
    limiter.recordFailure('10.9.9.9', 'bo');
    expect(limiter.size()).toBe(2);
  });
});
