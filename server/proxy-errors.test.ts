/** What the browser sees of an upstream's error answers: what it can act on, never the internals. */
import { describe, expect, it } from 'vitest';
import { csrf, setup, signIn } from './test-helpers';

const runPath = '/orchestrator/api/integration/v2/run/PC1/R1';
const supplierPath = '/reporting/api/integration/v1/supplier';

const internals = {
  trace: 'java.lang.IllegalStateException: boom\n\tat com.internal.RunService.start(RunService.java:42)',
  exception: 'java.lang.IllegalStateException',
};

async function call(path: string, answer: () => Response) {
  const { app, upstream, logger } = setup();
  const cookie = await signIn(app);
  upstream.use(answer);
  const response = await app.request(path, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
  const text = await response.text();
  return { response, text, logger };
}

describe('upstream error answers', () => {
  it.each([
    [500, runPath, 'orchestration'],
    [503, supplierPath, 'reporting'],
  ])('replaces a %i body with one that names the service only', async (status, path, service) => {
    const { response, text, logger } = await call(path, () =>
      Response.json({ ...internals, message: 'db at 10.0.0.7 is down' }, { status }),
    );
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual({
      error: 'upstream-error',
      message: `The ${service} service failed (status ${status}).`,
    });
    expect(text).not.toMatch(/trace|exception|10\.0\.0\.7/);
    const name = path === runPath ? 'runV2' : 'supplier';
    expect(logger.lines).toContain(`WARN proxy: ${service} service failed on ${name} (status ${status})`);
  });

  it("keeps a 4xx spec error body's five fields, with the browser's path, and drops the rest", async () => {
    const body = {
      timestamp: 5,
      status: 400,
      error: 'Bad Request',
      message: 'Robot R1 does not exist',
      path: '/internal-context/api/integration/v2/run/PC1/R1',
    };
    const { response, text } = await call(runPath, () =>
      Response.json({ ...body, ...internals }, { status: 400 }),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ ...body, path: runPath });
    expect(text).not.toMatch(/trace|exception|internal/);
  });

  it('keeps only the message of another 4xx JSON body', async () => {
    const { response, text } = await call(supplierPath, () =>
      Response.json({ message: 'name is required', ...internals }, { status: 422 }),
    );
    expect(response.status).toBe(422);
    expect(JSON.parse(text)).toEqual({ error: 'upstream-error', message: 'name is required' });
  });

  it.each([
    [
      'HTML',
      () =>
        new Response('<h1>Whitelabel Error Page</h1>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['JSON without a message', () => Response.json({ ...internals }, { status: 404 })],
    ['empty', () => new Response(null, { status: 404 })],
  ])('answers a 4xx %s body with its status in words', async (_kind, answer) => {
    const { response, text } = await call(runPath, answer);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual({
      error: 'upstream-error',
      message: 'The orchestration service refused the request (status 404).',
    });
  });

  it('passes a success body through untouched, whatever it holds', async () => {
    const body = '{"id":"e-1","trace":"kept: a success answer is the data the page asked for"}';
    const { response, text } = await call(
      runPath,
      () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(response.status).toBe(200);
    expect(text).toBe(body);
  });

  it('keeps Retry-After on an error answer', async () => {
    const { response } = await call(
      runPath,
      () => new Response('slow down', { status: 429, headers: { 'Retry-After': '30' } }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('still ends the session on an orchestrator 401, with the rebuilt body', async () => {
    const { app, upstream } = setup();
    const cookie = await signIn(app);
    upstream.use(() => Response.json({ message: 'token revoked', ...internals }, { status: 401 }));
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'upstream-error', message: 'token revoked' });
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await app.request('/session', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
