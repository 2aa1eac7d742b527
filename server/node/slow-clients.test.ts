/**
 * Clients that send their headers and part of a body, then stall, against the server as main.ts serves
 * it (node-listener.ts, its node:http bounds): they cannot hold the server's slots (MAX_REQUESTS_IN_PROGRESS)
 * for long, nor all of them. Every other address's bodies: ../slow-bodies.test.ts.
 */
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyReadDeadlineMs } from '../http-utils';
import { nodeStacks, rawRequest } from '../testing/node-stack';
import { csrf, queueExecution } from '../testing/test-helpers';
import { listenerOptions } from './node-listener';

const startStack = nodeStacks();

afterEach(() => {
  vi.useRealTimers();
});

/** A sign-in that announces 64 bytes, sends the first few and then nothing more. */
function stalledSignIn(base: string, headers: Record<string, string> = {}) {
  const { sent, answer } = rawRequest(base, '/session', {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json', 'Content-Length': '64', ...headers },
  });
  sent.write('{"username":"ana@');
  return answer;
}

describe('slow clients', () => {
  it('answers a sign-in whose body stalls 408 once the deadline has passed, which frees its slot', async () => {
    const { server, get } = await startStack({ MAX_REQUESTS_IN_PROGRESS: '1' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stalled = stalledSignIn(server.base);
    // The stalled sign-in holds the one slot: anyone else is told the server is busy.
    await expect.poll(async () => (await get('/session', {})).status).toBe(503);

    await vi.advanceTimersByTimeAsync(bodyReadDeadlineMs);
    const answer = await stalled;
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'request-timeout',
      message: 'The request body did not arrive within 10 seconds.',
    });
    expect((await get('/session', {})).status).toBe(200);
  });

  it('keeps half the slots for signed-in callers, however many sign-ins stall', async () => {
    const { server, upstream, signIn, get } = await startStack({ MAX_REQUESTS_IN_PROGRESS: '4' });
    queueExecution(upstream.sim, 'PC1', 'E1');
    const cookie = await signIn();
    // As many stalled sign-ins as there are slots, with a made-up session cookie: a sign-in counts as
    // nobody's whatever it carries.
    for (let index = 0; index < 4; index += 1) {
      // Those still waiting when the test's stack closes end there, cut off.
      void stalledSignIn(server.base, { Cookie: 'robot-console-session=made-up' }).catch(() => undefined);
    }
    await expect.poll(async () => (await get('/session', {})).status).toBe(503);

    const session = await get('/session', { Cookie: cookie });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ username: 'ana@example.com' });
    const read = await get('/orchestrator/api/integration/v1/result/PC1/E1', { ...csrf, Cookie: cookie });
    expect(read.status).toBe(200);
  });

  it("bounds a request's headers and its whole far below Node's defaults, after the app's own body deadline", () => {
    const defaults = createServer();
    const bounded = createServer(listenerOptions);
    expect(defaults.headersTimeout).toBe(60_000);
    expect(defaults.requestTimeout).toBe(300_000);
    expect(bounded.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(bounded.requestTimeout).toBeLessThanOrEqual(30_000);
    // A body the app reads is answered by the app, in its words, before Node's bare 408 could be.
    expect(bounded.requestTimeout).toBeGreaterThan(bodyReadDeadlineMs);
  });
});
