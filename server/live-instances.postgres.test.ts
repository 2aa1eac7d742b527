/**
 * The live team queue with two server instances on one PostgreSQL, as deployed: both follow the
 * journal, browsers on either hear every change, each active execution is read once per interval in
 * all, another instance takes over when one stops, and each failed execution is posted to the webhook
 * once. The instances' own loops run (the follower, the hub, the deliverer); time is the test's clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseLiveEvent } from '../src/api/live-events';
import type { JournalEntry } from '../src/api/workspace/journal';
import { demoAccount, demoRobots, demoRuntimeId } from '../src/mocks/simulator/demo';
import { createTestClock } from '../src/mocks/node/msw-simulator';
import { Simulator } from '../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../src/mocks/simulator/upstream';
import { assembleServer } from './server';
import { silentLogger } from './logger';
import { readSse, type SseReader } from './testing/sse-reader';
import { reopenTestDatabase } from './testing/test-databases';
import { csrf, signInAs, testConfig, testSessionSecret, testWorkspace } from './testing/test-helpers';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';
import { openWorkspace, type Workspace } from './workspace';

const interval = 2_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('two instances on one PostgreSQL', () => {
  it('read each execution once per interval in all, push every change to every browser, post each failure once', async () => {
    const clock = createTestClock();
    const sim = new Simulator({ now: clock.now, queueMs: 1_000, runMs: 5_000 });
    const upstream = createUpstreamHandler(sim);
    const reads: { instance: string; executionId: string }[] = [];
    const receiver: WebhookReceiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const config = testConfig({
      ORCHESTRATOR_URL: 'http://upstream.test',
      REPORTING_URL: 'http://upstream.test',
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-characters',
    });

    const first = await testWorkspace(clock.now);
    const secondDatabase = reopenTestDatabase(first.database);
    cleanups.push(() => secondDatabase.close());
    const second = await openWorkspace(secondDatabase, testSessionSecret, clock.now, silentLogger);

    async function instance(name: string, workspace: Workspace) {
      const fetchUpstream: typeof fetch = (input, init) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (path.includes('/result/'))
          reads.push({ instance: name, executionId: path.split('/').at(-1) ?? '' });
        return upstream(request);
      };
      const server = assembleServer({
        config,
        workspace,
        fetch: fetchUpstream,
        webhookFetch: (input, init) => fetch(input, init),
        now: clock.now,
        logger: silentLogger,
        instance: name,
      });
      const { app } = server;
      await server.startLive();
      let stopped = false;
      const stop = async () => {
        if (stopped) return;
        stopped = true;
        await server.stop();
      };
      cleanups.push(stop);
      return { app, stop };
    }
    const a = await instance('instance-a', first);
    const b = await instance('instance-b', second);

    type App = typeof a.app;
    const signIn = (app: App) => signInAs(app, demoAccount);
    async function stream(app: App, cookie: string): Promise<SseReader> {
      const response = await app.request('/api/events', { headers: { Cookie: cookie } });
      if (response.body === null) throw new Error('no stream');
      const reader = readSse(response.body);
      cleanups.push(() => reader.cancel().catch(() => undefined));
      expect((await reader.next())?.event).toBe('ready');
      return reader;
    }

    // Three browsers: two on instance A, one on B.
    const cookieA = await signIn(a.app);
    const cookieB = await signIn(b.app);
    const onA1 = await stream(a.app, cookieA);
    const onA2 = await stream(a.app, cookieA);
    const onB = await stream(b.app, cookieB);

    const started: string[] = [];
    for (const robot of [demoRobots.failing, demoRobots.succeeding, demoRobots.failing]) {
      const run = await a.app.request(`/orchestrator/api/integration/v2/run/${demoRuntimeId}/${robot}`, {
        method: 'POST',
        headers: { ...csrf, Cookie: cookieA },
      });
      expect(run.status).toBe(200);
      started.push(((await run.json()) as { id: string }).id);
    }

    /** Waits until `count` reads were made and each was recorded (nothing is due at this instant). */
    const readsSettle = async (count: number) => {
      await expect.poll(() => reads.length).toBe(count);
      await expect
        .poll(
          async () =>
            (
              await second.database.db
                .selectFrom('executions')
                .select('execution_id')
                .where('ended', '=', false)
                .where('next_read_at', '<=', new Date(clock.now()))
                .execute()
            ).length,
        )
        .toBe(0);
    };

    // The first read of each is due at once; then one per interval, by one instance or the other.
    await readsSettle(3);
    clock.advance(interval);
    await readsSettle(6);

    // Every browser, on either instance, heard every execution start running, whichever instance read it.
    const heard = async (browser: SseReader, done: (entry: JournalEntry) => boolean) => {
      const seen = new Set<string>();
      while (seen.size < started.length) {
        const message = await browser.next();
        if (message === undefined) break;
        const event = parseLiveEvent(message);
        if (event?.type === 'execution' && done(event.entry)) seen.add(event.entry.executionId);
      }
      return [...seen].sort();
    };
    for (const browser of [onA1, onA2, onB]) {
      expect(await heard(browser, (entry) => entry.status === 'RUNNING')).toEqual([...started].sort());
    }

    // A stops (a deployment, say): its browsers are told, it gives up its executions, and B reads them
    // all from the next interval on.
    await a.stop();
    expect((await onA1.until((m) => m.event === 'closing')).at(-1)?.data).toBe('{"reason":"stopping"}');
    const readsBefore = reads.length;
    for (let step = 1; step <= 2; step += 1) {
      clock.advance(interval);
      await readsSettle(readsBefore + 3 * step);
    }
    expect(reads.slice(readsBefore).every((read) => read.instance === 'instance-b')).toBe(true);
    for (const id of started) expect(reads.filter((read) => read.executionId === id)).toHaveLength(4);
    // All three ended at their fourth read (queue 1 s + run 5 s): nothing is followed any more.
    expect(await second.follow.countActive()).toBe(0);
    expect(await heard(onB, (entry) => entry.ended)).toEqual([...started].sort());

    // Each failure posted once, though both instances' hubs heard each end.
    await expect.poll(() => receiver.posts.length).toBe(2);
    await b.stop();
    const posted = receiver.posts.map(
      (post) => (JSON.parse(post.body) as { executionId: string }).executionId,
    );
    expect(posted.sort()).toEqual([started[0], started[2]].sort());
    expect(new Set(receiver.posts.map((post) => post.headers['x-robot-console-delivery'])).size).toBe(2);
  });
});
