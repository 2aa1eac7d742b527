import { afterEach, describe, expect, it } from 'vitest';
import { parseLiveEvent, type LiveEvent } from '../../src/api/live-events';
import { assembleServer } from '../server';
import { silentLogger } from '../logger';
import { createLiveStreams } from '../services/live-streams';
import { readSse, type SseMessage, type SseReader } from '../testing/sse-reader';
import { testStoreKind } from '../testing/test-databases';
import {
  createFakeUpstream,
  csrf,
  fixedNow,
  setup,
  signIn,
  testConfig,
  testWorkspace,
} from '../testing/test-helpers';
import type { Workspace } from '../workspace';

const readers: SseReader[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.cancel().catch(() => undefined);
});

/** The app with live streams of the test's choosing (limits, backlog). */
async function appWith(
  options: { perSession?: number; total?: number; backlogLimit?: number; maxQueuedBytes?: number } = {},
) {
  const workspace = await testWorkspace();
  const live = createLiveStreams({
    hub: workspace.changeHub,
    changes: workspace.changes,
    logger: silentLogger,
    limits: { perSession: options.perSession ?? 8, total: options.total ?? 100 },
    ...(options.backlogLimit === undefined ? {} : { backlogLimit: options.backlogLimit }),
    ...(options.maxQueuedBytes === undefined ? {} : { maxQueuedBytes: options.maxQueuedBytes }),
  });
  const app = assembleServer({
    config: testConfig(),
    workspace,
    fetch: createFakeUpstream().fetch,
    logger: silentLogger,
    now: () => fixedNow,
    live,
  }).app;
  return { app, workspace, live };
}

type App = Awaited<ReturnType<typeof appWith>>['app'];

async function openStream(app: App, cookie: string, headers: Record<string, string> = {}, query = '') {
  const response = await app.request(`/api/events${query}`, { headers: { Cookie: cookie, ...headers } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  if (response.body === null) throw new Error('no body');
  const reader = readSse(response.body);
  readers.push(reader);
  return reader;
}

const read = (message: SseMessage): LiveEvent => {
  const event = parseLiveEvent(message);
  if (event === undefined) throw new Error(`not a live event: ${JSON.stringify(message)}`);
  return event;
};

async function track(app: App, cookie: string, executionId: string) {
  const response = await app.request('/api/executions', {
    method: 'POST',
    headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ computerId: 'RUNTIME-01', executionId }),
  });
  expect(response.status).toBe(201);
}

/** What the service said about an execution, recorded as a result read would. */
async function resultRead(workspace: Workspace, executionId: string, status: string, progress: number) {
  await workspace.journalStore.recordResult(
    'RUNTIME-01',
    executionId,
    {
      status,
      progress,
      init: fixedNow,
      end: status === 'SUCCESS' ? fixedNow + 1 : null,
      ended: status === 'SUCCESS',
      returnValue: null,
      logs: [],
    },
    fixedNow,
  );
}

describe(`the journal's live stream, GET /api/events (${testStoreKind})`, () => {
  it('is for signed-in browsers only', async () => {
    const { app } = await setup();
    const response = await app.request('/api/events');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'unauthenticated',
      message: 'You are not signed in, or your session has ended.',
    });
  });

  it('says it is ready with the position it starts from, then sends each change as it happens', async () => {
    const { app, workspace } = await appWith();
    const cookie = await signIn(app);
    await track(app, cookie, 'BEFORE');
    const stream = await openStream(app, cookie);
    const ready = read((await stream.next()) ?? { event: 'none', data: '', id: undefined });
    expect(stream.retry()).toBe(3000);
    expect(ready).toMatchObject({ type: 'ready', resumed: false });
    expect(ready).toHaveProperty('id', expect.any(Number));

    await track(app, cookie, 'LIVE-1');
    await workspace.changeHub.catchUp();
    const first = await stream.next();
    await resultRead(workspace, 'LIVE-1', 'RUNNING', 0.5);
    await workspace.changeHub.catchUp();
    const second = await stream.next();
    if (first === undefined || second === undefined) throw new Error('the stream ended');
    expect([read(first), read(second)]).toMatchObject([
      { type: 'execution', entry: { executionId: 'LIVE-1', status: null, startedBy: 'ana@example.com' } },
      { type: 'execution', entry: { executionId: 'LIVE-1', status: 'RUNNING', progress: 0.5 } },
    ]);
    expect(Number(first.id)).toBeGreaterThan(ready.type === 'ready' ? (ready.id ?? 0) : 0);
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
  });

  it('resumes after the last id it saw without missing or repeating a change, Last-Event-ID before ?after=', async () => {
    const { app, workspace } = await appWith();
    const cookie = await signIn(app);
    const first = await openStream(app, cookie);
    const ready = read((await first.next()) ?? { event: 'none', data: '', id: undefined });
    const startId = ready.type === 'ready' ? ready.id : undefined;
    await track(app, cookie, 'EARLY');
    await track(app, cookie, 'A');
    await workspace.changeHub.catchUp();
    await first.until((m) => m.event === 'execution');
    const [seenA] = await first.until((m) => m.event === 'execution');
    await first.cancel();

    // While the browser is away: A changes twice, B appears.
    await resultRead(workspace, 'A', 'RUNNING', 0.2);
    await resultRead(workspace, 'A', 'RUNNING', 0.7);
    await track(app, cookie, 'B');

    const resumed = await openStream(app, cookie, { 'Last-Event-ID': seenA?.id ?? '' }, `?after=${startId}`);
    expect(read((await resumed.next()) ?? { event: 'none', data: '', id: undefined })).toEqual({
      type: 'ready',
      resumed: true,
      id: undefined,
    });
    const missed = [await resumed.next(), await resumed.next()].map((m) => (m === undefined ? m : read(m)));
    // A once, as it is now; then B: each change after the id, never what the browser already had
    // (EARLY, which ?after= alone would have sent again).
    expect(missed).toMatchObject([
      { type: 'execution', entry: { executionId: 'A', progress: 0.7 } },
      { type: 'execution', entry: { executionId: 'B' } },
    ]);

    // Then live, with nothing repeated even though the hub hears what the backlog already sent.
    await track(app, cookie, 'C');
    await workspace.changeHub.catchUp();
    const next = await resumed.next();
    expect(next === undefined ? next : read(next)).toMatchObject({ entry: { executionId: 'C' } });
  });

  it('says reset when more was missed than it sends, or the id is not one of its own', async () => {
    const { app, workspace } = await appWith({ backlogLimit: 2 });
    const cookie = await signIn(app);
    for (const id of ['A', 'B', 'C']) await track(app, cookie, id);
    const [changeA] = await workspace.changes.since(0, 1);

    const tooMany = await openStream(app, cookie, {}, '?after=0');
    const events = [await tooMany.next(), await tooMany.next()].map((m) => (m === undefined ? m : read(m)));
    expect(events[0]).toEqual({ type: 'ready', resumed: true, id: undefined });
    expect(events[1]).toMatchObject({ type: 'reset', reason: 'too-many' });
    expect(events[1]).toHaveProperty('id', expect.any(Number));

    for (const id of ['99999999', 'yesterday']) {
      const unknown = await openStream(app, cookie, { 'Last-Event-ID': id });
      const [, reset] = await unknown.until((m) => m.event === 'reset');
      expect(reset === undefined ? reset : read(reset)).toMatchObject({
        type: 'reset',
        reason: 'unknown-id',
      });
    }

    // Within the limit, the changes themselves.
    const fits = await openStream(app, cookie, {}, `?after=${changeA?.seq}`);
    const sent = [await fits.next(), await fits.next(), await fits.next()];
    expect(sent.map((m) => (m === undefined ? m : read(m)))).toMatchObject([
      { type: 'ready', resumed: true },
      { type: 'execution', entry: { executionId: 'B' } },
      { type: 'execution', entry: { executionId: 'C' } },
    ]);
  });

  it('beats every so often, and ends the streams of a session that signed out, saying so', async () => {
    const { app, live, workspace } = await appWith();
    const cookie = await signIn(app);
    const other = await signIn(app, 'bia@example.com');
    const mine = await openStream(app, cookie);
    const theirs = await openStream(app, other);
    await mine.next();
    await theirs.next();

    await live.heartbeat();
    expect(live.count()).toBe(2);
    await app.request('/session', { method: 'DELETE', headers: { ...csrf, Cookie: cookie } });
    await live.heartbeat();

    const closing = await mine.next();
    expect(closing === undefined ? closing : read(closing)).toEqual({
      type: 'closing',
      reason: 'signed-out',
    });
    expect(await mine.next()).toBeUndefined();
    expect(mine.comments).toContain('heartbeat');
    expect(live.count()).toBe(1);
    // The other operator's stream goes on.
    await track(app, other, 'STILL-LIVE');
    await workspace.changeHub.catchUp();
    const still = await theirs.next();
    expect(still === undefined ? still : read(still)).toMatchObject({ entry: { executionId: 'STILL-LIVE' } });
  });

  it('counts streams per session and in all, refusing more in plain words', async () => {
    const { app, live } = await appWith({ perSession: 2, total: 3 });
    const cookie = await signIn(app);
    await openStream(app, cookie);
    await openStream(app, cookie);
    const third = await app.request('/api/events', { headers: { Cookie: cookie } });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(await third.json()).toEqual({
      error: 'too-many-live-views',
      message:
        'This sign-in already has as many live views open as the server allows. Close some of the ' +
        'console’s tabs; this page reads the queue every few seconds meanwhile.',
      retryAfterSeconds: 30,
    });

    const other = await signIn(app, 'bia@example.com');
    const closedLater = await openStream(app, other);
    const full = await app.request('/api/events', { headers: { Cookie: other } });
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ error: 'live-views-full' });

    // A stream the browser closes gives its place back.
    await closedLater.cancel();
    expect(live.count()).toBe(2);
    await openStream(app, other);
  });

  it('ends every stream when the server stops, saying so, so that browsers reconnect elsewhere', async () => {
    const { app, live } = await appWith();
    const cookie = await signIn(app);
    const stream = await openStream(app, cookie);
    await stream.next();
    live.closeAll();
    const closing = await stream.next();
    expect(closing === undefined ? closing : read(closing)).toEqual({ type: 'closing', reason: 'stopping' });
    expect(await stream.next()).toBeUndefined();
    const refused = await app.request('/api/events', { headers: { Cookie: cookie } });
    expect(refused.status).toBe(503);
  });

  it('cuts off a client that does not read what it is sent, rather than holding it in memory', async () => {
    const { app, workspace, live } = await appWith({ maxQueuedBytes: 64 * 1024 });
    const cookie = await signIn(app);
    const response = await app.request('/api/events', { headers: { Cookie: cookie } });
    expect(live.count()).toBe(1);
    // Nobody reads `response.body` while a few hundred kilobytes of changes arrive.
    const logs = Array.from({ length: 40 }, (_, i) => `line ${i} ${'x'.repeat(200)}`);
    for (let i = 0; i < 60; i += 1) {
      await track(app, cookie, `SLOW-${i}`);
      await workspace.journalStore.recordResult(
        'RUNTIME-01',
        `SLOW-${i}`,
        {
          status: 'RUNNING',
          progress: 0.1,
          init: fixedNow,
          end: null,
          ended: false,
          returnValue: null,
          logs,
        },
        fixedNow,
      );
    }
    await workspace.changeHub.catchUp();
    expect(live.count()).toBe(0);
    await response.body?.cancel();
  });
});
