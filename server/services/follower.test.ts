import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/demo';
import { createTestClock, type TestClock } from '../../src/mocks/node';
import { Simulator } from '../../src/mocks/simulator';
import { createUpstreamHandler } from '../../src/mocks/upstream';
import { silentLogger } from '../logger';
import { followRepository } from '../storage/follow-repository';
import { journalRepository } from '../storage/journal-repository';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { createFollower, pausedNote, type Follower } from './follower';

const interval = 2_000;

describe(`the server follows the journal (${testStoreKind})`, () => {
  let clock: TestClock;
  let sim: Simulator;
  let workspace: Workspace;
  let reads: { executionId: string; at: number; token: string | null }[];
  const followers: Follower[] = [];

  beforeEach(async () => {
    clock = createTestClock();
    sim = new Simulator({ now: clock.now, queueMs: 1_000, runMs: 9_000 });
    workspace = await testWorkspace(clock.now);
    reads = [];
  });
  afterEach(async () => {
    for (const follower of followers.splice(0)) await follower.stop();
  });

  const upstream = () => {
    const handler = createUpstreamHandler(sim);
    return async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.includes('/result/')) {
        reads.push({
          executionId: path.split('/').at(-1) ?? '',
          at: clock.now(),
          token: request.headers.get('authorization'),
        });
      }
      return handler(request);
    };
  };

  function follower(instance: string): Follower {
    const db = workspace.database.db;
    const created = createFollower({
      config: { ORCHESTRATOR_URL: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: 5_000 },
      follow: followRepository(db),
      journal: journalRepository(db),
      sessions: workspace.sessions,
      recorder: workspace.recorder,
      fetch: upstream(),
      now: clock.now,
      logger: silentLogger,
      instance,
    });
    followers.push(created);
    return created;
  }

  async function signIn(username: string = demoAccount.username): Promise<void> {
    const issued = sim.login(demoAccount.username, demoAccount.password);
    if (issued === undefined) throw new Error('the demo account was refused');
    await workspace.sessions.set(`session-of-${username}-${clock.now()}`, {
      username,
      token: issued.token,
      createdAt: clock.now(),
      expiresAt: clock.now() + 3_600_000,
    });
  }

  async function started(robot: string = demoRobots.succeeding, by = demoAccount.username): Promise<string> {
    const id = sim.startExecution(demoRuntimeId, robot, null);
    await journalRepository(workspace.database.db).insertRun({
      computerId: demoRuntimeId,
      executionId: id,
      robotId: robot,
      apiVersion: 'v2',
      variables: null,
      startedBy: by,
      at: clock.now(),
    });
    // Due at once on the test's clock (the column's default is the database's own clock).
    await workspace.database.db
      .updateTable('executions')
      .set({ next_read_at: new Date(clock.now()) })
      .where('execution_id', '=', id)
      .execute();
    return id;
  }

  /** Moves time on by one interval at a time, ticking every follower at each step. */
  async function run(intervals: number, ...each: Follower[]): Promise<void> {
    for (let step = 0; step < intervals; step += 1) {
      clock.advance(interval);
      for (const one of each) await one.tick();
    }
  }

  it('reads each active execution once per interval with its operator’s session, and never after it ended', async () => {
    await signIn();
    const first = await started();
    const second = await started();
    const a = follower('instance-a');
    await run(4, a);
    for (const id of [first, second]) expect(reads.filter((r) => r.executionId === id)).toHaveLength(4);
    expect(await workspace.journal.find(demoRuntimeId, first)).toMatchObject({
      status: 'RUNNING',
      startedBy: demoAccount.username,
    });

    await run(6, a);
    const entry = await workspace.journal.find(demoRuntimeId, first);
    expect(entry).toMatchObject({ status: 'SUCCESS', ended: true });
    const readsAtEnd = reads.length;
    await run(5, a);
    expect(reads).toHaveLength(readsAtEnd);
  });

  it('keeps to one read per interval when each read takes a while', async () => {
    await signIn();
    const id = await started(demoRobots.queued);
    const slowUpstream = upstream();
    const a = createFollower({
      config: { ORCHESTRATOR_URL: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: 5_000 },
      follow: followRepository(workspace.database.db),
      journal: journalRepository(workspace.database.db),
      sessions: workspace.sessions,
      recorder: workspace.recorder,
      // Every answer takes 600 ms of the clock.
      fetch: async (input, init) => {
        clock.advance(600);
        return slowUpstream(input, init);
      },
      now: clock.now,
      logger: silentLogger,
      instance: 'instance-a',
    });
    followers.push(a);
    await a.tick();
    for (let step = 0; step < 10; step += 1) {
      // The next tick comes when the interval is over, counted from when the last read was due.
      clock.set(reads.at(-1)?.at ?? clock.now());
      clock.advance(interval - 600);
      await a.tick();
    }
    expect(reads.filter((r) => r.executionId === id)).toHaveLength(11);
  });

  it('with two instances, reads each execution once per interval, and the other takes over within two intervals', async () => {
    await signIn();
    const id = await started(demoRobots.queued);
    const a = follower('instance-a');
    const b = follower('instance-b');
    await run(5, a, b);
    expect(reads.filter((r) => r.executionId === id)).toHaveLength(5);

    // Instance A dies without a word (its leases stay until they run out): B reads it within two intervals.
    const before = reads.length;
    await run(2, b);
    expect(reads.length).toBeGreaterThan(before);
    await run(3, b);
    expect(reads.filter((r) => r.at > clock.now() - 3 * interval)).toHaveLength(3);
  });

  it('waits, saying so, while nobody is signed in, and resumes with the next sign-in', async () => {
    const id = await started();
    const a = follower('instance-a');
    await run(2, a);
    expect(reads).toEqual([]);
    expect(
      await workspace.database.db
        .selectFrom('executions')
        .select('follow_note')
        .where('execution_id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ follow_note: pausedNote });
    await signIn('bia@example.test');
    await run(1, a);
    expect(reads.map((r) => r.executionId)).toEqual([id]);
  });

  it('gives up on an execution the Runtime does not know, saying why', async () => {
    await signIn();
    await journalRepository(workspace.database.db).track(
      demoRuntimeId,
      'NOT-THERE',
      demoAccount.username,
      clock.now(),
    );
    await workspace.database.db
      .updateTable('executions')
      .set({ next_read_at: new Date(clock.now()) })
      .execute();
    const a = follower('instance-a');
    await run(3, a);
    expect(reads.filter((r) => r.executionId === 'NOT-THERE')).toHaveLength(1);
    expect(await workspace.journal.find(demoRuntimeId, 'NOT-THERE')).toMatchObject({
      lostReason: 'Not found on its Runtime',
    });
  });
});
