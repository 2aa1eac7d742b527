import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseLiveEvent } from '@/api/live-events';
import { readSse, type SseReader } from '../../../server/testing/sse-reader';
import { workspaceDatabase } from '../../testing/test-workspace-database';
import { createCookieJar, memoryStorage } from './cookie-jar';
import { demoAccount, demoRobots, demoRuntimeId } from '../simulator/demo';
import { createMockServer, type MockServer } from './mock-server';
import { mockServerHandlers } from './mock-server-handlers';
import { createPersistentStore, type KeyValueStorage } from './mock-store';
import { createTestClock, testEpoch } from '../node/msw-simulator';

const origin = 'http://localhost:5173';
const csrf = { 'X-Requested-By': 'robot-console' };

// The tabs' one database, loaded from the run's migrated template as the file loads (making a database
// from nothing takes seconds, and no test is about that).
const database = await workspaceDatabase();
afterAll(() => database.close());

const servers: MockServer[] = [];
const readers: SseReader[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.cancel().catch(() => undefined);
  for (const server of servers.splice(0)) await server.stop();
});

/** A "tab": its own server over the storage and database that the tabs of one browser share. */
async function tab(storage: KeyValueStorage, clock = createTestClock()) {
  const simulator = createPersistentStore(storage, { now: clock.now, queueMs: 1000, runMs: 4000 });
  const server = await createMockServer({
    database,
    simulator,
    cookies: createCookieJar(storage),
    now: clock.now,
  });
  servers.push(server);
  const send = (
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    server.handle(
      new Request(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? null : JSON.stringify(init.body),
      }),
    );
  const signIn = (password: string = demoAccount.password) =>
    send('POST', '/session', { body: { username: demoAccount.username, password }, headers: csrf });
  return { send, signIn, clock, server };
}

describe("the mock mode's server is the real server's code", () => {
  it('signs in with the session in its jar (never in the answer), as an HttpOnly cookie would be', async () => {
    const storage = memoryStorage();
    const { send, signIn, clock } = await tab(storage);
    expect(await (await send('GET', '/session')).json()).toEqual({ signedIn: false });
    const refused = await signIn('wrong');
    expect(refused.status).toBe(401);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(await signedIn.json()).toEqual({
      username: demoAccount.username,
      expiresAt: new Date(clock.now() + 3600_000).toISOString(),
      reporting: 'configured',
      role: 'admin',
    });
    expect((await send('GET', '/session')).status).toBe(200);

    // Another tab shares the jar, as tabs share cookies; signing out there signs out here.
    const other = await tab(storage, clock);
    expect((await other.send('GET', '/session')).status).toBe(200);
    expect((await other.send('DELETE', '/session', { headers: csrf })).status).toBe(204);
    expect(await (await send('GET', '/session')).json()).toEqual({ signedIn: false });
  });

  it("applies the server's CSRF rule and relays runs to the simulator, which the journal then knows", async () => {
    const { send, signIn } = await tab(memoryStorage());
    await signIn();
    const path = `/orchestrator/api/integration/v2/run/${demoRuntimeId}/${demoRobots.queued}`;
    const forged = await send('POST', path);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: 'csrf-rejected' });
    const run = await send('POST', path, { headers: csrf });
    expect(run.status).toBe(200);
    const { id } = (await run.json()) as { id: string };
    const journal = await send('GET', `/api/executions/${demoRuntimeId}/${id}`);
    expect(await journal.json()).toMatchObject({
      executionId: id,
      robotId: demoRobots.queued,
      startedBy: demoAccount.username,
    });
  });

  it('says the reporting key is missing when the server has none, as the real server does', async () => {
    const storage = memoryStorage();
    const simulator = createPersistentStore(storage);
    const server = await createMockServer({
      database,
      simulator,
      cookies: createCookieJar(storage),
      reportingConfigured: false,
    });
    await server.handle(
      new Request(`${origin}/session`, {
        method: 'POST',
        headers: { ...csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify(demoAccount),
      }),
    );
    const answer = await server.handle(
      new Request(`${origin}/reporting/api/company/job-position`, {
        method: 'POST',
        headers: { ...csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Clerk', hourValue: 1 }),
      }),
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: 'reporting-not-configured' });
  });

  it('follows runs by itself and streams their changes, as the real server does', async () => {
    // A day later than the other tests: the simulator's ids come from its clock and a count, and this
    // file's tests share one journal.
    const { send, signIn, clock } = await tab(memoryStorage(), createTestClock(testEpoch + 86_400_000));
    await signIn();
    const events = await send('GET', '/api/events');
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    if (events.body === null) throw new Error('no stream');
    const stream = readSse(events.body);
    readers.push(stream);
    expect((await stream.next())?.event).toBe('ready');

    const run = await send(
      'POST',
      `/orchestrator/api/integration/v2/run/${demoRuntimeId}/${demoRobots.succeeding}`,
      {
        headers: csrf,
      },
    );
    const { id } = (await run.json()) as { id: string };
    // Nobody reads the result: the server does, once due on its clock.
    clock.advance(10_000);
    const ended = await stream.until((message) => {
      const event = parseLiveEvent(message);
      return event?.type === 'execution' && event.entry.executionId === id && event.entry.ended;
    });
    expect(parseLiveEvent(ended.at(-1) ?? { event: '', data: '' })).toMatchObject({
      entry: { status: 'SUCCESS', startedBy: demoAccount.username },
    });
  });

  it("answers the page's live stream as the server does: refused when signed out, never a stand-in 503", async () => {
    const { signIn, server } = await tab(memoryStorage());
    const msw = setupServer(...mockServerHandlers(server, origin));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      // The demo used to answer 503 here, and every page said its live updates were interrupted.
      expect((await fetch(`${origin}/api/events`)).status).toBe(401);
      await signIn();
      const answer = await fetch(`${origin}/api/events`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      if (answer.body === null) throw new Error('no stream');
      expect((await readSse(answer.body).next())?.event).toBe('ready');
    } finally {
      // In Node, msw keeps a copy of the answer: the server ends the stream, as the page dropping it is not seen.
      await server.stop();
      msw.close();
    }
  });

  it('streams through msw as the page receives it: each change as it comes, not when the answer ends', async () => {
    const { signIn, server, send } = await tab(memoryStorage());
    await signIn();
    const msw = setupServer(...mockServerHandlers(server, origin));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const answer = await fetch(`${origin}/api/events`);
      if (answer.body === null) throw new Error('no stream');
      const stream = readSse(answer.body);
      expect((await stream.next())?.event).toBe('ready');
      await send('POST', '/api/executions', {
        headers: csrf,
        body: { computerId: demoRuntimeId, executionId: 'TRACKED-LIVE' },
      });
      const [change] = await stream.until((message) => message.event === 'execution');
      expect(parseLiveEvent(change ?? { event: '', data: '' })).toMatchObject({
        entry: { executionId: 'TRACKED-LIVE' },
      });
      // msw keeps a copy of the answer, so the page dropping it is not seen: the server ends it.
      await server.stop();
      expect((await stream.until((message) => message.event === 'closing')).at(-1)?.data).toBe(
        '{"reason":"stopping"}',
      );
      expect(await stream.next()).toBeUndefined();
    } finally {
      msw.close();
    }
  });
});
