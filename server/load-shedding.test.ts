/** Past MAX_REQUESTS_IN_PROGRESS the server says "busy" at once instead of queueing without limit. */
import { describe, expect, it } from 'vitest';
import { csrf, queueExecution, setup, signIn } from './testing/test-helpers';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';

describe('requests in progress', () => {
  it('answers 503 with Retry-After at once past the bound, and serves again once work is done', async () => {
    const { app, upstream } = await setup({ MAX_REQUESTS_IN_PROGRESS: '2' });
    const cookie = await signIn(app);
    queueExecution(upstream.sim, 'PC1', 'E1');
    // A slow upstream: it answers only when the test says so.
    const waiting: (() => void)[] = [];
    upstream.use(
      (request, signal) =>
        new Promise<Response>((resolve) => {
          waiting.push(() => resolve(upstream.simulate(request, signal)));
        }),
    );
    const call = async () => app.request(resultPath, { headers: { ...csrf, Cookie: cookie } });
    const slow = [call(), call()];
    while (waiting.length < 2) await new Promise((r) => setImmediate(r));

    // The third is answered before the upstream answers anything: it did not queue behind the others.
    let raced = false;
    const third = await Promise.race([
      call(),
      new Promise<'queued'>((resolve) => {
        const check = () => {
          if (upstream.apiRequests().length > 2) resolve('queued');
          else if (!raced) setImmediate(check);
        };
        check();
      }),
    ]);
    raced = true;
    if (third === 'queued')
      throw new Error('the third request reached the upstream instead of being refused');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.headers.get('x-frame-options')).toBe('DENY');
    expect(await third.json()).toEqual({
      error: 'server-busy',
      message: 'The server is busy. Try again in a moment.',
      retryAfterSeconds: 1,
    });
    expect(upstream.apiRequests()).toHaveLength(2);

    for (const answer of waiting) answer();
    for (const response of await Promise.all(slow)) expect(response.status).toBe(200);
    upstream.use(upstream.simulate);
    expect((await call()).status).toBe(200);
  });
});
