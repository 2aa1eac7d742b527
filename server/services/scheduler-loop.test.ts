/**
 * The scheduler's loop: it sleeps until the next thing to do (the earliest due schedule or running-out
 * claim), never longer than its idle bound, never in a busy loop, and ticks at once when woken. Timers
 * and the clock are fake; the database's answers are stand-ins, so only the loop's timing is tested
 * (what a tick does is scheduler.test.ts's).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../testing/test-helpers';
import { createScheduler, type SchedulerDeps } from './scheduler';

const t0 = Date.UTC(2026, 11, 1, 10, 0);

describe('the scheduler loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function loop(idleMs = 5_000) {
    const world = { ticks: 0, wakeAt: null as number | null };
    const unused = () => Promise.reject(new Error('nothing is due in these tests'));
    const fires: SchedulerDeps['fires'] = {
      takeOverExpired: () => Promise.resolve([]),
      claimDue: () => {
        world.ticks += 1;
        return Promise.resolve([]);
      },
      nextWake: () => Promise.resolve(world.wakeAt),
      startCalling: unused,
      finishAll: unused,
      claimNow: unused,
      forgetUncalled: unused,
      purgeSettled: unused,
    };
    const scheduler = createScheduler({
      instance: 'a',
      now: () => Date.now(),
      fires,
      schedules: { load: unused, calendars: unused, unended: unused },
      prepare: unused,
      recordStarted: unused,
      logger: recordingLogger(),
      idleMs,
    });
    return { scheduler, world };
  }

  it('sleeps until the next due instant, and no longer than its idle bound', async () => {
    const { scheduler, world } = loop();
    world.wakeAt = t0 + 3_000;
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(world.ticks).toBe(1);
    world.wakeAt = null;
    await vi.advanceTimersByTimeAsync(1);
    expect(world.ticks).toBe(2);
    // Nothing to do: the idle bound.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(world.ticks).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.ticks).toBe(3);
    // Something due a day from now: still the idle bound (another instance may add a sooner one).
    world.wakeAt = Date.now() + 86_400_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(world.ticks).toBe(4);
    await scheduler.stop();
  });

  it('pauses briefly when something stays due (another instance holds it), never spinning', async () => {
    const { scheduler, world } = loop();
    world.wakeAt = t0 - 1;
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    // One tick now and one every 100 ms: 11 in a second, not thousands.
    expect(world.ticks).toBe(11);
    await scheduler.stop();
  });

  it('ticks at once when woken, and sleeps no more after stop', async () => {
    const { scheduler, world } = loop();
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.ticks).toBe(0); // not started: waking does not start it
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(world.ticks).toBe(1);
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.ticks).toBe(2);
    await scheduler.stop();
    scheduler.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.ticks).toBe(2);
  });
});
