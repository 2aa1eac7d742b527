/**
 * A request body that stops arriving: every route that reads one (the sign-in, the workspace's writes,
 * the proxy's forwarded calls) answers 408 once `bodyReadDeadlineMs` has passed, and stops reading it, so
 * the request's slot is freed. On a fake clock: the test never waits the deadline itself. Over a real
 * socket, with the slot: node/slow-clients.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyReadDeadlineMs } from './http-utils';
import { csrf, setup, signIn } from './testing/test-helpers';

/** A body that sends its first bytes and then nothing; it says when it is waited on and when cancelled. */
function stalledBody(first: string) {
  const seen = { waitedOn: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    pull() {
      seen.waitedOn = true;
      return new Promise<void>(() => undefined);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a request body that stops arriving', () => {
  it.each([
    { what: 'the sign-in', path: '/session', signedIn: false },
    { what: 'a workspace write', path: '/api/executions', signedIn: true },
    {
      what: 'a call the proxy forwards',
      path: '/orchestrator/api/integration/v2/run/PC1/R1',
      signedIn: true,
    },
  ])('is answered 408 on $what once the deadline has passed, and no longer read', async (route) => {
    const { app, upstream } = await setup();
    const cookie = route.signedIn ? await signIn(app) : undefined;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { stream, seen } = stalledBody('{"username":"ana@');
    // A stream body needs `duplex` (Node's fetch), which the DOM's RequestInit does not name.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        ...csrf,
        'Content-Type': 'application/json',
        ...(cookie === undefined ? {} : { Cookie: cookie }),
      },
      body: stream,
      duplex: 'half',
    };
    let answered = false;
    const answer = Promise.resolve(app.request(route.path, init)).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => seen.waitedOn).toBe(true);
    // Halves, not the deadline's last millisecond: the fake clock is not frozen (it moved while polling).
    await vi.advanceTimersByTimeAsync(bodyReadDeadlineMs / 2);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(bodyReadDeadlineMs / 2);

    const response = await answer;
    expect(response.status).toBe(408);
    // The rest of the body is never read: the connection is not kept for a next request behind it.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      error: 'request-timeout',
      message: 'The request body did not arrive within 10 seconds.',
    });
    expect(seen.cancelled).toBe(true);
    expect(upstream.apiRequests()).toHaveLength(0);
  });
});
