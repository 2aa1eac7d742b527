import { beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logger';
import { recordingLogger } from '../testing/test-helpers';
import type { Db } from '../storage/database';
import { signInFailuresRepository } from '../storage/sign-in-failures-repository';
import { emptyTestDatabase } from '../testing/test-databases';
import {
  createSignInLimiter,
  type SignInAttempt,
  type SignInLimiter,
  type SignInLimiterOptions,
} from './sign-in-limiter';

const minute = 60_000;

function clock(start = 0) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => (state.now += ms) };
}

// The worker's shared database, emptied before each test: the failures per username are counted there.
let db: Db;
beforeEach(async () => {
  db = (await emptyTestDatabase()).db;
});

/** A limiter over the test's database, as each instance makes one over the shared database. */
const limiterOn = (options: Omit<SignInLimiterOptions, 'failures' | 'logger'>) =>
  createSignInLimiter({ failures: signInFailuresRepository(db), logger: silentLogger, ...options });

async function admitted(limiter: SignInLimiter, address: string, user: string): Promise<SignInAttempt> {
  const admission = await limiter.begin(address, user);
  if (!admission.ok) throw new Error(`${user} from ${address} was not admitted`);
  return admission.attempt;
}

async function fail(limiter: SignInLimiter, times: number, address: string, user: string) {
  for (let index = 0; index < times; index += 1) await (await admitted(limiter, address, user)).refused();
}

const waitOf = async (limiter: SignInLimiter, address: string, user: string) => {
  const admission = await limiter.begin(address, user);
  if (admission.ok) {
    await admission.attempt.abandoned();
    return undefined;
  }
  return admission.waitMs;
};

describe('sign-in limiter', () => {
  it('blocks an address and username after 10 failures until the window ends', async () => {
    const time = clock();
    const limiter = limiterOn({ now: time.now });
    await fail(limiter, 9, '10.0.0.1', 'ana');
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
    await (await admitted(limiter, '10.0.0.1', 'ana')).refused();
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBe(15 * minute);
    time.advance(14 * minute);
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBe(minute);
    time.advance(minute);
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
  });

  it('counts attempts still waiting for the upstream, so a parallel burst cannot pass the check', async () => {
    const limiter = limiterOn({ now: clock().now });
    const inFlight = await Promise.all(Array.from({ length: 1000 }, () => limiter.begin('10.0.0.1', 'ana')));
    expect(inFlight.filter((admission) => admission.ok)).toHaveLength(10);
    expect(inFlight[10]).toMatchObject({ ok: false, reason: 'failures', waitMs: 15 * minute });
  });

  it('gives back the place of an attempt that got no verdict, and of a successful one', async () => {
    const limiter = limiterOn({ now: clock().now, failuresPerUser: 2 });
    await (await admitted(limiter, '10.0.0.1', 'ana')).abandoned();
    await (await admitted(limiter, '10.0.0.1', 'ana')).abandoned();
    const first = await admitted(limiter, '10.0.0.1', 'ana');
    const second = await admitted(limiter, '10.0.0.1', 'ana');
    expect((await limiter.begin('10.0.0.1', 'ana')).ok).toBe(false);
    await first.succeeded();
    // Settling twice changes nothing: the first verdict stands.
    await first.abandoned();
    await second.abandoned();
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBeUndefined();
  });

  it('counts usernames without case, and each address on its own', async () => {
    const limiter = limiterOn({ now: clock().now });
    await fail(limiter, 5, '10.0.0.1', 'Ana@Example.com');
    await fail(limiter, 5, '10.0.0.1', 'ana@example.COM');
    expect(await waitOf(limiter, '10.0.0.1', 'ana@example.com')).toBeGreaterThan(0);
    expect(await waitOf(limiter, '10.0.0.2', 'ana@example.com')).toBeUndefined();
  });

  it('blocks an address after 50 failures over any usernames', async () => {
    const limiter = limiterOn({ now: clock().now });
    for (let user = 0; user < 49; user += 1)
      await (await admitted(limiter, '10.0.0.1', `user-${user}`)).refused();
    expect(await waitOf(limiter, '10.0.0.1', 'fresh')).toBeUndefined();
    await (await admitted(limiter, '10.0.0.1', 'user-49')).refused();
    expect(await waitOf(limiter, '10.0.0.1', 'fresh')).toBeGreaterThan(0);
    expect(await waitOf(limiter, '10.0.0.2', 'fresh')).toBeUndefined();
  });

  it("clears the username's count on success but not the address's", async () => {
    const limiter = limiterOn({ now: clock().now, failuresPerAddress: 12 });
    await fail(limiter, 10, '10.0.0.1', 'ana');
    expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBeGreaterThan(0);
    await fail(limiter, 1, '10.0.0.1', 'bo');
    await (await admitted(limiter, '10.0.0.1', 'bo')).succeeded();
    await fail(limiter, 1, '10.0.0.1', 'bo');
    // 12 failures from the address: everyone from it waits, however many succeeded in between.
    expect(await waitOf(limiter, '10.0.0.1', 'cy')).toBeGreaterThan(0);
  });

  it('caps the sign-ins of one username from any address, and says so apart from failures', async () => {
    const time = clock();
    const limiter = limiterOn({ now: time.now, signInsPerUser: 3 });
    await (await admitted(limiter, '10.0.0.1', 'ana')).succeeded();
    await (await admitted(limiter, '10.0.0.2', 'ana')).succeeded();
    const third = await admitted(limiter, '10.0.0.3', 'ANA');
    expect(await limiter.begin('10.0.0.4', 'ana')).toMatchObject({ ok: false, reason: 'sign-ins' });
    // A refused password is a failure, not a sign-in: its place is given back.
    await third.refused();
    await (await admitted(limiter, '10.0.0.4', 'ana')).succeeded();
    expect(await limiter.begin('10.0.0.5', 'ana')).toMatchObject({ ok: false, reason: 'sign-ins' });
    expect(await waitOf(limiter, '10.0.0.5', 'bo')).toBeUndefined();
    time.advance(15 * minute);
    expect(await waitOf(limiter, '10.0.0.5', 'ana')).toBeUndefined();
  });

  it('forgets expired counters and never keeps more than maxEntries', async () => {
    const time = clock();
    // The cap per username (in the database) is lifted: only the memory's counters are about.
    const limiter = limiterOn({ now: time.now, maxEntries: 100, failuresPerUsername: 1000 });
    for (let address = 0; address < 500; address += 1)
      await (await admitted(limiter, `10.0.${address}.1`, 'ana')).refused();
    expect(limiter.size()).toBeLessThanOrEqual(100);
    time.advance(15 * minute);
    await (await admitted(limiter, '10.9.9.9', 'bo')).refused();
    // Its failures per address and username, per address, and its sign-ins count (back at zero).
    expect(limiter.size()).toBe(3);
  });

  it('caps the failures of one username from any number of addresses, for 5 minutes only', async () => {
    const time = clock();
    const limiter = limiterOn({ now: time.now });
    for (let address = 0; address < 20; address += 1) await fail(limiter, 1, `10.0.${address}.1`, 'ana');
    // A fresh address, a name written otherwise: still the same username, refused as failures are.
    expect(await limiter.begin('10.9.9.9', ' ANA ')).toEqual({
      ok: false,
      reason: 'failures',
      waitMs: 5 * minute,
    });
    expect(await waitOf(limiter, '10.9.9.9', 'bo')).toBeUndefined();
    time.advance(5 * minute);
    expect(await waitOf(limiter, '10.9.9.9', 'ana')).toBeUndefined();
  });

  it('shares the failures per username between limiters over one database, as instances do', async () => {
    const one = limiterOn({ now: clock().now });
    const two = limiterOn({ now: clock().now });
    for (let address = 0; address < 10; address += 1) {
      await fail(one, 1, `10.1.${address}.1`, 'ana');
      await fail(two, 1, `10.2.${address}.1`, 'ana');
    }
    expect(await one.begin('10.9.9.9', 'ana')).toMatchObject({ ok: false, reason: 'failures' });
    expect(await two.begin('10.9.9.9', 'ana')).toMatchObject({ ok: false, reason: 'failures' });
  });

  it("gives back the username's failure of an attempt without a verdict, and clears them on success", async () => {
    const limiter = limiterOn({ now: clock().now, failuresPerUsername: 2 });
    await fail(limiter, 1, '10.0.0.1', 'ana');
    await (await admitted(limiter, '10.0.0.2', 'ana')).abandoned();
    const last = await admitted(limiter, '10.0.0.3', 'ana');
    expect(await limiter.begin('10.0.0.4', 'ana')).toMatchObject({ ok: false, reason: 'failures' });
    await last.succeeded();
    await fail(limiter, 1, '10.0.0.5', 'ana');
    expect(await waitOf(limiter, '10.0.0.6', 'ana')).toBeUndefined();
  });

  it("counts nothing in memory for an attempt the database's cap refused", async () => {
    const limiter = limiterOn({ now: clock().now, failuresPerUsername: 1, failuresPerAddress: 2 });
    await fail(limiter, 1, '10.0.0.1', 'ana');
    for (let index = 0; index < 5; index += 1)
      expect(await waitOf(limiter, '10.0.0.1', 'ana')).toBeGreaterThan(0);
    // One failure from the address, not six: another username is still let through from it.
    expect(await waitOf(limiter, '10.0.0.1', 'bo')).toBeUndefined();
  });

  it('counts nothing when the database is down, and only logs a count it could not take back', async () => {
    const failures = signInFailuresRepository(db);
    const logger = recordingLogger();
    const limiter = createSignInLimiter({ now: clock().now, failures, logger, failuresPerAddress: 1 });
    vi.spyOn(failures, 'take').mockRejectedValueOnce(new Error('connection refused'));
    await expect(limiter.begin('10.0.0.1', 'ana')).rejects.toThrow('connection refused');
    const attempt = await admitted(limiter, '10.0.0.1', 'ana');
    vi.spyOn(failures, 'giveBack').mockRejectedValueOnce(new Error('connection refused'));
    await attempt.abandoned();
    expect(logger.lines).toEqual([
      "WARN sign-in limiter: a username's failures could not be updated: connection refused",
    ]);
    // The attempt is given back here (the address's one place is free again) though not in the database.
    expect(await waitOf(limiter, '10.0.0.1', 'bo')).toBeUndefined();
  });

  it('counts an IPv6 address as its /64, and an IPv4 address seen through IPv6 as that address', async () => {
    const limiter = limiterOn({ now: clock().now });
    for (let host = 1; host <= 10; host += 1)
      await fail(limiter, 1, `2001:db8:7:8::${host.toString(16)}`, 'ana');
    expect(await waitOf(limiter, '2001:db8:7:8:ffff:1:2:3', 'ana')).toBe(15 * minute);
    expect(await waitOf(limiter, '2001:db8:7:9::1', 'ana')).toBeUndefined();
    await fail(limiter, 10, '::ffff:192.0.2.1', 'bo');
    expect(await waitOf(limiter, '192.0.2.1', 'bo')).toBe(15 * minute);
  });
});
