/**
 * The server process as `npm run serve` runs it (the Node entry point, through @hono/node-server), in
 * front of the fake upstream: it follows the journal by itself and streams the changes, a browser that
 * goes away frees its place at once, and SIGTERM ends the open streams so that it stops without
 * waiting out the grace period. On PostgreSQL, where the change hub also listens to the database.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parseLiveEvent } from '../../src/api/live-events';
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { startFakeUpstream, type FakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { startServerProcess } from '../testing/server-process';
import { readSse, type SseReader } from '../testing/sse-reader';
import { serverDatabaseUrl } from '../testing/test-databases';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(upstream: FakeUpstream, env: Record<string, string>) {
  const databaseUrl = await serverDatabaseUrl();
  const { child, base, exited, cleanup } = await startServerProcess({
    upstreamUrl: upstream.url,
    // The run's build (built-server-setup.ts).
    builtEntry: inject('builtServerEntry'),
    env: { DATABASE_URL: databaseUrl, SESSION_SECRET: 'a-session-secret-of-at-least-32-chars', ...env },
  });
  cleanups.push(cleanup);
  const csrf = { 'X-Requested-By': 'robot-console' };
  const signIn = async () => {
    const response = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify(demoAccount),
    });
    expect(response.status).toBe(200);
    return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  };
  const openStream = (cookie: string, signal?: AbortSignal) =>
    fetch(`${base}/api/events`, { headers: { Cookie: cookie }, ...(signal === undefined ? {} : { signal }) });
  const run = async (cookie: string, robot: string) => {
    const response = await fetch(`${base}/orchestrator/api/integration/v2/run/${demoRuntimeId}/${robot}`, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  return { child, exited, signIn, openStream, run };
}

function reader(response: Response): SseReader {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  if (response.body === null) throw new Error('no body');
  const sse = readSse(response.body);
  cleanups.push(() => sse.cancel().catch(() => undefined));
  return sse;
}

describe("the server process's live stream", () => {
  it('follows a run to its end by itself and streams it; SIGTERM ends the stream and the server exits 0', async () => {
    const upstream = await startFakeUpstream({ queueMs: 200, runMs: 1_500 });
    cleanups.push(() => upstream.close());
    // A long grace: a stream left open would hold the stop until it ran out, and the exit would be 1.
    const server = await startServer(upstream, { SHUTDOWN_GRACE_MS: '120000' });
    const cookie = await server.signIn();
    const stream = reader(await server.openStream(cookie));
    expect((await stream.next())?.event).toBe('ready');

    const id = await server.run(cookie, demoRobots.failing);
    const statuses: (string | null)[] = [];
    for (;;) {
      const message = await stream.next();
      if (message === undefined) throw new Error('the stream ended');
      const event = parseLiveEvent(message);
      if (event?.type !== 'execution' || event.entry.executionId !== id) continue;
      statuses.push(event.entry.status);
      if (event.entry.ended) break;
    }
    expect(statuses[0]).toBeNull();
    expect(statuses.at(-1)).toBe('ERROR');

    server.child.kill('SIGTERM');
    const rest = await stream.until((message) => message.event === 'closing');
    expect(rest.at(-1)?.data).toBe('{"reason":"stopping"}');
    expect(await stream.next()).toBeUndefined();
    expect(await server.exited).toBe(0);
  });

  it('gives a closed stream’s place back at once', async () => {
    const upstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    const server = await startServer(upstream, { LIVE_STREAMS_PER_SESSION: '1' });
    const cookie = await server.signIn();
    const leaving = new AbortController();
    const first = reader(await server.openStream(cookie, leaving.signal));
    expect((await first.next())?.event).toBe('ready');
    const refused = await server.openStream(cookie);
    expect(refused.status).toBe(429);
    await refused.body?.cancel();

    // The browser closes the page: the server hears the connection close and frees the place.
    leaving.abort();
    await expect
      .poll(async () => {
        const attempt = await server.openStream(cookie);
        if (attempt.status === 200) cleanups.push(() => attempt.body?.cancel());
        else await attempt.body?.cancel();
        return attempt.status;
      })
      .toBe(200);
  });
});
