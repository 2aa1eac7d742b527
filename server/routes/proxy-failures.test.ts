import { describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../../src/api/schemas';
import { maxUpstreamBodyBytes } from '../services/upstream-call';
import { apiKey, csrf, setup, signIn } from '../testing/test-helpers';

const runPath = '/orchestrator/api/integration/v2/run/PC%201/R1';

describe('reporting key', () => {
  it('answers 503 reporting-not-configured without a key', async () => {
    const { app, upstream } = await setup({ REPORTING_API_KEY: '' });
    const cookie = await signIn(app);
    const response = await app.request('/reporting/api/company/job-position', {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(503);
    const answer = serverErrorSchema.parse(await response.json());
    expect(answer.error).toBe('reporting-not-configured');
    expect(answer.message).toMatch(/^The server has no reporting API key configured\./);
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('tells the signed-in browser whether reporting is configured, without the key', async () => {
    const without = await setup({ REPORTING_API_KEY: '' });
    const withoutSession = await without.app.request('/session', {
      headers: { Cookie: await signIn(without.app) },
    });
    expect(await withoutSession.json()).toMatchObject({ reporting: 'not-configured' });

    const withKey = await setup();
    const withSession = await withKey.app.request('/session', {
      headers: { Cookie: await signIn(withKey.app) },
    });
    const text = await withSession.text();
    expect(JSON.parse(text)).toMatchObject({ reporting: 'configured' });
    expect(text).not.toContain(apiKey);
  });

  it.each([401, 403])(
    'answers reporting-key-refused when the reporting service says %i, keeping the session',
    async (status) => {
      const { app, upstream } = await setup();
      const cookie = await signIn(app);
      upstream.use(() => Response.json({ message: `invalid key ${apiKey}` }, { status }));
      const response = await app.request('/reporting/api/integration/v2/rpa', {
        method: 'POST',
        headers: { ...csrf, Cookie: cookie },
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        error: 'reporting-key-refused',
        message: "The server's API key was refused by the reporting service.",
      });
      expect((await app.request('/session', { headers: { Cookie: cookie } })).status).toBe(200);
    },
  );

  it('never shows the API key to the browser, whatever the upstream answers', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const answers = [
      () => Response.json({ echoed: apiKey }, { status: 401 }),
      () => new Response('x', { status: 500, headers: { 'X-Api-Key': apiKey, 'Set-Cookie': `k=${apiKey}` } }),
      () => Promise.reject(new Error(`connect failed with ${apiKey}`)),
      () => new Response(null, { status: 302, headers: { Location: `http://elsewhere/?key=${apiKey}` } }),
    ];
    for (const answer of answers) {
      upstream.use(answer);
      const response = await app.request('/reporting/api/integration/v1/supplier', {
        method: 'POST',
        headers: { ...csrf, Cookie: cookie },
      });
      const visible = `${JSON.stringify([...response.headers])} ${await response.text()}`;
      expect(visible).not.toContain(apiKey);
    }
  });
});

describe('limits and failures', () => {
  it('answers 413 on a Content-Length over 1 MiB before any upstream call', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const response = await app.request(runPath, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Length': String(1024 * 1024 + 1) },
      body: 'x',
    });
    expect(response.status).toBe(413);
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('answers 413 on a streamed body that grows past 1 MiB', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1;
        if (chunks > 40) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    // `duplex` is required by Node for a streamed body but missing from the DOM typings.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie },
      body,
      duplex: 'half',
    };
    const request = new Request(`http://localhost${runPath}`, init);
    const response = await app.fetch(request);
    expect(response.status).toBe(413);
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('answers 502 without internals when the upstream is down', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    upstream.use(() =>
      Promise.reject(new TypeError('fetch failed: ECONNREFUSED http://orchestrator.test/base')),
    );
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'upstream-unreachable' });
    expect(text).not.toMatch(/orchestrator\.test|ECONNREFUSED|at /);
  });

  it('answers 504 when the upstream is slower than UPSTREAM_TIMEOUT_MS', async () => {
    const { app, upstream } = await setup({ UPSTREAM_TIMEOUT_MS: '20' });
    const cookie = await signIn(app);
    let aborted = false;
    upstream.use(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const response = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: 'upstream-timeout' });
    expect(aborted).toBe(true);
  });

  it('answers 502 upstream-too-large when a streamed upstream answer grows past the cap', async () => {
    const { app, upstream, logger } = await setup();
    const cookie = await signIn(app);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    let cancelled = false;
    upstream.use(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            // Endless: only the cap can end the read.
            pull(controller) {
              sent += chunk.byteLength;
              controller.enqueue(chunk);
            },
            cancel() {
              cancelled = true;
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const response = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream-too-large' });
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThanOrEqual(maxUpstreamBodyBytes + 2 * chunk.byteLength);
    expect(logger.lines).toContainEqual(expect.stringMatching(/^WARN proxy: .* more than 8388608 bytes/));
  });

  it('answers 502 upstream-too-large on a declared Content-Length over the cap without reading it', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    upstream.use(
      () =>
        new Response('{}', {
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(maxUpstreamBodyBytes + 1) },
        }),
    );
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream-too-large' });
  });

  it('relays an answer just under the cap', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const big = `"${'x'.repeat(maxUpstreamBodyBytes - 2)}"`;
    upstream.use(() => new Response(big, { headers: { 'Content-Type': 'application/json' } }));
    const response = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBe(maxUpstreamBodyBytes);
  });

  it('tells a browser that went away from an unreachable upstream, and logs it as info', async () => {
    const { app, upstream, logger } = await setup();
    const cookie = await signIn(app);
    const browser = new AbortController();
    let upstreamAborted = false;
    upstream.use(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            upstreamAborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
          browser.abort();
        }),
    );
    const response = await app.fetch(
      new Request(`http://localhost${runPath}`, {
        method: 'POST',
        headers: { ...csrf, Cookie: cookie },
        signal: browser.signal,
      }),
    );
    expect(upstreamAborted).toBe(true);
    expect(response.status).toBe(499);
    expect(logger.lines).toContain('INFO proxy: client went away during runV2');
    expect(logger.lines.filter((line) => !line.startsWith('INFO '))).toEqual([]);
  });
});
