/**
 * The follower's tests' world: the simulator behind a fake upstream that records every result read
 * (when, and with which Authorization header), a workspace on this run's store, and a clock that only
 * moves when a test moves it. The follower is ticked by hand, so no test waits on a timer.
 */
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { createTestClock, type TestClock } from '../../src/mocks/node/msw-simulator';
import { Simulator } from '../../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../../src/mocks/simulator/upstream';
import { silentLogger } from '../logger';
import { createFollower, type Follower, type FollowerDeps } from '../services/follower';
import { fetchClient } from '../services/upstream-call';
import { followRepository } from '../storage/follow-repository';
import { journalRepository } from '../storage/journal-repository';
import type { Workspace } from '../workspace';
import { testWorkspace } from './test-helpers';

/** The follower's normal interval (follow-policy.ts). */
export const interval = 2_000;

export interface ResultRead {
  readonly executionId: string;
  readonly at: number;
  /** The Authorization header the upstream received. */
  readonly authorization: string | null;
}

/** Answers result reads in place of the simulator; throwing stands for a network failure. */
export type ReadAnswer = (request: Request) => Response | Promise<Response>;

export interface FollowerWorld {
  readonly clock: TestClock;
  readonly sim: Simulator;
  readonly workspace: Workspace;
  /** The fake upstream's `fetch`: the simulator, recording the result reads. */
  readonly upstream: typeof fetch;
  /** Every result read the upstream received, oldest first. */
  readonly reads: ResultRead[];
  /** The reads of one execution. */
  readsOf(executionId: string): ResultRead[];
  /** Result reads are answered by `answer` from now on; by the simulator again with `undefined`. */
  answerReads(answer: ReadAnswer | undefined): void;
  /** A follower over the world's workspace and upstream, stopped after the test. */
  follower(instance: string, overrides?: Partial<FollowerDeps>): Follower;
  /** A live session of `username` (an hour long) holding a fresh token of the simulator. */
  signIn(username?: string): Promise<{ id: string; token: string }>;
  /** A run started on the simulator and entered in the journal by `by`, due for a read at once. */
  started(robot?: string, by?: string): Promise<string>;
  /** Moves the clock on `times` steps of `stepMs` (an interval by default), ticking each follower. */
  run(times: number, followers: Follower | readonly Follower[], stepMs?: number): Promise<void>;
  /** Stops the followers. */
  close(): Promise<void>;
}

export async function followerWorld(): Promise<FollowerWorld> {
  const clock = createTestClock();
  const sim = new Simulator({ now: clock.now, queueMs: 1_000, runMs: 9_000 });
  const workspace = await testWorkspace(clock.now);
  const reads: ResultRead[] = [];
  const followers: Follower[] = [];
  const simulator = createUpstreamHandler(sim);
  let answer: ReadAnswer | undefined;
  let sessions = 0;

  const upstream: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!path.includes('/result/')) return simulator(request);
    reads.push({
      executionId: path.split('/').at(-1) ?? '',
      at: clock.now(),
      authorization: request.headers.get('authorization'),
    });
    return answer === undefined ? simulator(request) : answer(request);
  };

  return {
    clock,
    sim,
    workspace,
    upstream,
    reads,
    readsOf: (executionId) => reads.filter((read) => read.executionId === executionId),
    answerReads(next) {
      answer = next;
    },
    follower(instance, overrides = {}) {
      const db = workspace.database.db;
      const created = createFollower({
        config: { ORCHESTRATOR_URL: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: 5_000 },
        follow: followRepository(db),
        journal: journalRepository(db),
        sessions: workspace.sessions,
        recorder: workspace.recorder,
        upstream: fetchClient(upstream),
        now: clock.now,
        logger: silentLogger,
        instance,
        ...overrides,
      });
      followers.push(created);
      return created;
    },
    async signIn(username = demoAccount.username) {
      const issued = sim.login(demoAccount.username, demoAccount.password);
      if (issued === undefined) throw new Error('the demo account was refused');
      sessions += 1;
      const id = `session-${sessions}-of-${username}`;
      await workspace.sessions.set(id, {
        username,
        token: issued.token,
        createdAt: clock.now(),
        expiresAt: clock.now() + 3_600_000,
      });
      return { id, token: issued.token };
    },
    async started(robot = demoRobots.succeeding, by = demoAccount.username) {
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
    },
    async run(times, each, stepMs = interval) {
      const list: readonly Follower[] = 'tick' in each ? [each] : each;
      for (let step = 0; step < times; step += 1) {
        clock.advance(stepMs);
        for (const one of list) await one.tick();
      }
    },
    async close() {
      for (const follower of followers.splice(0)) await follower.stop();
    },
  };
}
