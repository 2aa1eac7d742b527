/**
 * The live team queue on one instance, end to end through the app: browsers watch the journal's
 * stream instead of reading results themselves, the server reads each active execution once per
 * interval however many watch, and an execution waiting for a signed-in session is read as soon as
 * someone signs in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseLiveEvent, type LiveEvent } from '../src/api/live-events';
import { demoAccount, demoRobots, demoRuntimeId } from '../src/mocks/simulator/demo';
import { createTestClock, type TestClock } from '../src/mocks/node/msw-simulator';
import { Simulator } from '../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../src/mocks/simulator/upstream';
import { assembleServer } from './server';
import { silentLogger } from './logger';
import { createFollower, type Follower } from './services/follower';
import { fetchClient } from './services/upstream-call';
import { readSse, type SseReader } from './testing/sse-reader';
import { testStoreKind } from './testing/test-databases';
import { csrf, signInAs, testConfig, testWorkspace } from './testing/test-helpers';
import type { Workspace } from './workspace';

const interval = 2_000;

describe(`the live team queue (${testStoreKind})`, () => {
  let clock: TestClock;
  let sim: Simulator;
  let workspace: Workspace;
  let follower: Follower;
  let resultReads: string[];
  const readers: SseReader[] = [];

  beforeEach(async () => {
    clock = createTestClock();
    sim = new Simulator({ now: clock.now, queueMs: 1_000, runMs: 5_000 });
    workspace = await testWorkspace(clock.now);
    resultReads = [];
  });
  afterEach(async () => {
    for (const reader of readers.splice(0)) await reader.cancel().catch(() => undefined);
    await follower.stop();
  });

  function build() {
    const upstream = createUpstreamHandler(sim);
    const fetchUpstream: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.includes('/result/')) resultReads.push(path.split('/').at(-1) ?? '');
      return upstream(request);
    };
    const config = testConfig({
      ORCHESTRATOR_URL: 'http://upstream.test',
      REPORTING_URL: 'http://upstream.test',
    });
    const app = assembleServer({
      config,
      workspace,
      fetch: fetchUpstream,
      now: clock.now,
      logger: silentLogger,
    }).app;
    follower = createFollower({
      config,
      follow: workspace.follow,
      journal: workspace.journalStore,
      sessions: workspace.sessions,
      recorder: workspace.recorder,
      upstream: fetchClient(fetchUpstream),
      now: clock.now,
      logger: silentLogger,
      instance: 'only-instance',
    });
    const signIn = () => signInAs(app, demoAccount);
    const run = async (cookie: string, robot: string) => {
      const response = await app.request(`/orchestrator/api/integration/v2/run/${demoRuntimeId}/${robot}`, {
        method: 'POST',
        headers: { ...csrf, Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    };
    const watch = async (cookie: string) => {
      const response = await app.request('/api/events', { headers: { Cookie: cookie } });
      if (response.body === null) throw new Error('no stream');
      const reader = readSse(response.body);
      readers.push(reader);
      return reader;
    };
    return { app, signIn, run, watch };
  }

  /** Every execution event a browser received until `id` ended. */
  async function eventsUntilEnded(reader: SseReader, ids: readonly string[]) {
    const events: Extract<LiveEvent, { type: 'execution' }>[] = [];
    const ended = new Set<string>();
    while (ended.size < ids.length) {
      const message = await reader.next();
      if (message === undefined) throw new Error('the stream ended');
      const event = parseLiveEvent(message);
      if (event?.type !== 'execution') continue;
      events.push(event);
      if (event.entry.ended) ended.add(event.entry.executionId);
    }
    return events;
  }

  it('costs one upstream read per execution per interval however many browsers watch, and each hears it all', async () => {
    const { signIn, run, watch } = build();
    const cookies = [await signIn(), await signIn(), await signIn()];
    const browsers = await Promise.all(cookies.map((cookie) => watch(cookie)));
    const ids = [
      await run(cookies[0] ?? '', demoRobots.succeeding),
      await run(cookies[1] ?? '', demoRobots.failing),
    ];

    for (let step = 0; step < 6; step += 1) {
      await follower.tick();
      await workspace.changeHub.catchUp();
      expect(resultReads).toHaveLength(Math.min(step + 1, 4) * ids.length);
      clock.advance(interval);
    }
    // Read at 0, 2, 4 and 6 s; ended at 6 s (queued 1 s, ran 5 s); never read again.
    for (const id of ids) expect(resultReads.filter((read) => read === id)).toHaveLength(4);

    const heard = await Promise.all(browsers.map((browser) => eventsUntilEnded(browser, ids)));
    for (const events of heard) expect(events.map((event) => event.id)).toEqual(heard[0]?.map((e) => e.id));
    const last = heard[0]?.filter((event) => event.entry.ended).map((event) => event.entry.status);
    expect(last?.sort()).toEqual(['ERROR', 'SUCCESS']);
  });

  it('reads an execution that waited for a signed-in session as soon as someone signs in', async () => {
    const { app, signIn, run } = build();
    const cookie = await signIn();
    const id = await run(cookie, demoRobots.queued);
    await app.request('/session', { method: 'DELETE', headers: { ...csrf, Cookie: cookie } });

    await follower.tick();
    expect(resultReads).toEqual([]);
    const waiting = await workspace.database.db
      .selectFrom('executions')
      .select('follow_note')
      .where('execution_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(waiting.follow_note).toBe('paused-no-session');

    // Same instant: without the sign-in it would wait for its next turn, an interval away.
    await signIn();
    await follower.tick();
    expect(resultReads).toEqual([id]);
  });
});
