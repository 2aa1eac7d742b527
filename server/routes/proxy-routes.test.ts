import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints';
import { serverErrorSchema } from '../../src/api/schemas';
import { apiKey, csrf, fixedNow, issuedToken, setup, signIn } from '../testing/test-helpers';

const runPath = '/orchestrator/api/integration/v2/run/PC%201/R1';

describe('forwarding the table', () => {
  const forwarded = [
    [
      'POST',
      '/orchestrator/api/integration/v1/run/PC1/R1',
      'http://orchestrator.test/base/api/integration/v1/run/PC1/R1',
    ],
    [
      'GET',
      '/orchestrator/api/integration/v1/run/PC1/R1',
      'http://orchestrator.test/base/api/integration/v1/run/PC1/R1',
    ],
    ['POST', runPath, 'http://orchestrator.test/base/api/integration/v2/run/PC%201/R1'],
    [
      'GET',
      '/orchestrator/api/integration/v1/result/PC1/E1',
      'http://orchestrator.test/base/api/integration/v1/result/PC1/E1',
    ],
    [
      'DELETE',
      '/orchestrator/api/integration/v1/delete/PC1/E1',
      'http://orchestrator.test/base/api/integration/v1/delete/PC1/E1',
    ],
    ['POST', '/reporting/api/integration/v2/rpa', 'http://reporting.test/api/integration/v2/rpa'],
    ['POST', '/reporting/api/integration/v2/volumetry', 'http://reporting.test/api/integration/v2/volumetry'],
    ['POST', '/reporting/api/integration/v1/supplier', 'http://reporting.test/api/integration/v1/supplier'],
    ['POST', '/reporting/api/company/job-position', 'http://reporting.test/api/company/job-position'],
  ] as const;

  it('covers every browser endpoint of the table', () => {
    const browserRows = Object.values(endpoints).filter((def) => def.browser);
    expect(forwarded).toHaveLength(browserRows.length);
  });

  it.each(forwarded)('%s %s reaches the upstream with the right credential', async (method, path, url) => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    // What reaches the upstream is the point here, not what it makes of it: any body, any id, a 200.
    upstream.use(() => new Response(null, { status: 200 }));
    const body = method === 'POST' ? JSON.stringify({ any: 'thing' }) : undefined;
    const response = await app.request(path, {
      method,
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    const [sent] = upstream.apiRequests();
    expect(sent?.method).toBe(method);
    expect(sent?.url).toBe(url);
    expect(sent?.body).toBe(body ?? '');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.headers.get('accept')).toBe('application/json');
    if (path.startsWith('/orchestrator')) {
      expect(sent?.headers.get('authorization')).toBe(`Bearer ${issuedToken(upstream.sim)}`);
      expect(sent?.headers.get('x-api-key')).toBeNull();
    } else {
      expect(sent?.headers.get('x-api-key')).toBe(apiKey);
      expect(sent?.headers.get('authorization')).toBeNull();
    }
  });

  it('passes status, body and content type through', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    upstream.use(
      () =>
        new Response('exec-77', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    );
    const response = await app.request('/orchestrator/api/integration/v1/run/PC1/R1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(await response.text()).toBe('exec-77');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    upstream.use(() => Response.json({ message: 'bad robot' }, { status: 422 }));
    const refused = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: 'upstream-unprocessable',
      message: 'The orchestration service could not accept the values sent (422). Check them and try again.',
    });
  });

  it.each([
    ['POST', '/orchestrator/api/user/auth'],
    ['POST', '/orchestrator/api/user/v2/auth'],
    ['POST', '/reporting/api/user/v2/auth'],
    ['GET', '/orchestrator/api/integration/v1/unknown'],
    ['POST', '/reporting/api/integration/v2/run/PC1/R1'],
    ['GET', '/orchestrator'],
    ['GET', '/orchestrator/api/integration/v1/result/PC1'],
  ])('%s %s is 404 and never reaches an upstream', async (method, path) => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const response = await app.request(path, { method, headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not-found' });
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it.each([
    ['PUT', '/orchestrator/api/integration/v1/run/PC1/R1', 'POST, GET'],
    ['DELETE', '/orchestrator/api/integration/v2/run/PC1/R1', 'POST'],
    ['GET', '/reporting/api/integration/v2/rpa', 'POST'],
    ['PATCH', '/orchestrator/api/integration/v1/delete/PC1/E1', 'DELETE'],
  ])('%s %s is 405 with Allow and never reaches an upstream', async (method, path, allow) => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const response = await app.request(path, { method, headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toMatchObject({ error: 'method-not-allowed' });
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('refuses query strings', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const response = await app.request('/orchestrator/api/integration/v1/result/PC1/E1?debug=1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'query-not-allowed' });
    expect(upstream.apiRequests()).toHaveLength(0);
  });
});

describe('credentials and headers', () => {
  it('requires a session for orchestration and reporting calls', async () => {
    const { app, upstream } = await setup();
    for (const path of [runPath, '/reporting/api/integration/v2/rpa']) {
      const response = await app.request(path, { method: 'POST', headers: csrf });
      expect(response.status).toBe(401);
      const answer = serverErrorSchema.parse(await response.json());
      expect(answer.error).toBe('unauthenticated');
      expect(answer.message).not.toBe('');
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it("never forwards the browser's Authorization, x-api-key, Cookie or other headers", async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    for (const path of [runPath, '/reporting/api/integration/v2/rpa']) {
      await app.request(path, {
        method: 'POST',
        headers: {
          ...csrf,
          Cookie: `${cookie}; other=1`,
          'x-api-key': 'forged-key',
          'X-Forwarded-For': '10.0.0.9',
          'Accept-Language': 'pt-BR',
          Connection: 'keep-alive, accept-language',
          'Keep-Alive': 'timeout=5',
        },
      });
    }
    for (const sent of upstream.apiRequests()) {
      const names = [...sent.headers.keys()];
      expect(
        names.every((name) => ['authorization', 'x-api-key', 'content-type', 'accept'].includes(name)),
      ).toBe(true);
      expect(sent.headers.get('authorization')).not.toBe('Bearer forged');
      expect(sent.headers.get('x-api-key')).not.toBe('forged-key');
    }
    expect(upstream.apiRequests()).toHaveLength(2);
    // A request that names a token is judged by it alone, its cookie unread: an unknown one reaches nothing.
    const forged = await app.request(runPath, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, Authorization: 'Bearer forged' },
    });
    expect(forged.status).toBe(401);
    expect(upstream.apiRequests()).toHaveLength(2);
  });

  it('drops hop-by-hop headers, Set-Cookie and internals from the answer', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    upstream.use(() => {
      const headers = new Headers({
        'Content-Type': 'application/json',
        'Content-Language': 'pt',
        ETag: '"abc"',
        Connection: 'close, etag',
        'Keep-Alive': 'timeout=5',
        'Proxy-Authenticate': 'Basic',
        Trailer: 'Expires',
        Upgrade: 'h2c',
        Server: 'internal-orchestrator/1.2',
        Location: 'http://orchestrator.test/internal',
      });
      headers.append('Set-Cookie', 'JSESSIONID=upstream; Path=/');
      return new Response('{"id":"e"}', { headers });
    });
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-language')).toBe('pt');
    for (const name of [
      'etag',
      'connection',
      'keep-alive',
      'proxy-authenticate',
      'trailer',
      'upgrade',
      'server',
      'location',
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('ends the session when the orchestrator answers 401, and passes the 401 on', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const body = {
      timestamp: 1,
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      path: '/api/user/auth',
    };
    upstream.use(() => Response.json(body, { status: 401 }));
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(401);
    // The spec's body in fixed words, naming the path the browser called rather than the upstream's.
    expect(await response.json()).toEqual({ ...body, timestamp: fixedNow, path: runPath });
    expect(response.headers.getSetCookie()[0]).toMatch(/^robot-console-session=;.*Max-Age=0/);
    const after = await app.request('/session', { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ signedIn: false });
  });
});
