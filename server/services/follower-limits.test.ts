/**
 * When the follower reads less, or stops reading: after failed reads it backs off (follow-policy.ts:
 * 2 s doubling up to 30 s) until a read succeeds; a deleted execution and one past the time limit are
 * never read again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followPolicy } from '../../src/api/follow-policy';
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { followerWorld, interval, type FollowerWorld } from '../testing/follower-harness';
import { testStoreKind } from '../testing/test-databases';

const second = 1_000;

/** The gaps between consecutive instants. */
const gaps = (instants: readonly number[]) =>
  instants.slice(1).map((at, index) => at - (instants[index] ?? 0));

describe(`the follower's back-off and limits (${testStoreKind})`, () => {
  let world: FollowerWorld;

  beforeEach(async () => {
    world = await followerWorld();
  });
  afterEach(() => world.close());

  const failures = [
    {
      name: 'a 500 answer',
      fail: (w: FollowerWorld) => w.sim.setScenario({ kind: 'server-error', endpoints: ['executionResult'] }),
      heal: (w: FollowerWorld) => w.sim.setScenario(null),
    },
    {
      name: 'a network failure',
      fail: (w: FollowerWorld) =>
        w.answerReads(() => {
          throw new TypeError('fetch failed');
        }),
      heal: (w: FollowerWorld) => w.answerReads(undefined),
    },
  ];

  it.each(failures)(
    'after $name, waits 4, 8, 16, then 30 s before the next read, and after a success every 2 s, and 4 s after the next failure',
    async ({ fail, heal }) => {
      await world.signIn();
      // Queued for ten minutes: it stays active for the whole test.
      const id = await world.started(demoRobots.queued);
      const a = world.follower('instance-a');
      const start = world.clock.now();
      // Ticked every second, so each read's time shows when it was due.
      await a.tick();
      await world.run(4, a, second);

      fail(world);
      await world.run(64, a, second);
      // Still followed, not given up on, however many reads failed.
      expect(await world.workspace.journal.find(demoRuntimeId, id)).toMatchObject({
        ended: false,
        lostReason: null,
      });

      heal(world);
      await world.run(32, a, second);
      // A success starts the count afresh: the next failure is the first of a new run of them.
      fail(world);
      await world.run(6, a, second);
      const at = world.readsOf(id).map((read) => read.at - start);
      expect(gaps(at)).toEqual([2, 2, 2, 4, 8, 16, 30, 30, 2, 2, 2, 2, 4].map((s) => s * second));
      expect(at).toEqual([0, 2, 4, 6, 10, 18, 34, 64, 94, 96, 98, 100, 102, 106].map((s) => s * second));
    },
  );

  it('reads no more an execution once its delete is recorded in the journal', async () => {
    const { clock, sim, workspace } = world;
    await world.signIn();
    const id = await world.started(demoRobots.queued);
    const other = await world.started(demoRobots.queued);
    const a = world.follower('instance-a');
    await world.run(2, a);
    expect(world.readsOf(id)).toHaveLength(2);

    // What the proxy does when the service accepts a delete (endpoint 7).
    expect(sim.deleteExecution(demoRuntimeId, id)).toBe('deleted');
    await workspace.recorder.record({
      endpoint: 'deleteExecution',
      params: { computerId: demoRuntimeId, executionId: id },
      requestBody: undefined,
      status: 200,
      answerBody: new Uint8Array(),
      username: demoAccount.username,
      at: clock.now(),
    });
    await world.run(5, a);
    expect(world.readsOf(id)).toHaveLength(2);
    // The follower is still at work: the other execution is read every interval.
    expect(world.readsOf(other)).toHaveLength(7);
    expect(await workspace.journal.find(demoRuntimeId, id)).toMatchObject({
      deletedBy: demoAccount.username,
      lostReason: null,
    });
  });

  it(`stops reading an execution ${followPolicy.maxDurationMs / 3_600_000} hours after it started, saying why`, async () => {
    const { clock, workspace } = world;
    const start = clock.now();
    // The service says it is still running, whenever asked.
    world.answerReads((request) =>
      Response.json({
        _id: new URL(request.url).pathname.split('/').at(-1),
        logs: [],
        init: start,
        end: null,
        returnValue: null,
        status: 'RUNNING',
        progress: 0.5,
      }),
    );
    await world.signIn();
    const id = await world.started(demoRobots.queued);
    const a = world.follower('instance-a');
    await a.tick();
    expect(world.readsOf(id)).toHaveLength(1);

    // Nearly twelve hours on (a fresh session: the first one has expired), it is still read.
    clock.set(start + followPolicy.maxDurationMs - interval);
    await world.signIn();
    await a.tick();
    expect(world.readsOf(id)).toHaveLength(2);

    await world.run(10, a);
    const limit = start + followPolicy.maxDurationMs;
    expect(world.readsOf(id).every((read) => read.at <= limit)).toBe(true);
    expect(await workspace.journal.find(demoRuntimeId, id)).toMatchObject({
      ended: false,
      lostReason: { code: 'time-limit', hours: 12 },
    });
    expect(await workspace.follow.countActive()).toBe(0);
  });
});
