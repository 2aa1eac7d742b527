/**
 * The proxy as main.ts serves it (node-listener.ts, the app's one route), against a real upstream on
 * 127.0.0.1: what a browser sees over a socket, the refusals and the caps. The upstream calls
 * themselves: upstream-pool.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { nodeStacks, rawRequest } from '../testing/node-stack';
import { csrf, issuedToken, queueExecution } from '../testing/test-helpers';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';
const runPath = '/orchestrator/api/integration/v2/run/PC1/R1';

const startStack = nodeStacks();

/** A stack whose upstream has the runs the tests read: E1, and E{1} for a target a URL parser rewrites. */
async function start() {
  const stack = await startStack();
  queueExecution(stack.upstream.sim, 'PC1', 'E1');
  queueExecution(stack.upstream.sim, 'PC1', 'E{1}');
  return stack;
}

describe('the proxy over a socket', () => {
  it('relays a result read with its status, body, content type and the security headers', async () => {
    const { upstream, server, signIn, get } = await start();
    const cookie = await signIn();
    const response = await get(resultPath, { ...csrf, Cookie: cookie, Accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: 'E1', status: 'PENDENT' });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const [sent] = upstream.apiRequests();
    expect(sent?.url).toBe(`${upstream.url}/base/api/integration/v1/result/PC1/E1`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${issuedToken(upstream.sim)}`);
    expect(sent?.headers.get('cookie')).toBeNull();
    expect(sent?.headers.get('x-requested-by')).toBeNull();
    // A state-changing call from our own origin passes the CSRF rule.
    const run = await fetch(`${server.base}${runPath}`, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, Origin: server.base },
    });
    expect(run.status).toBe(200);
  });

  it('refuses what is not a signed-in, same-origin call to a spec endpoint, in JSON with the security headers', async () => {
    const { upstream, server, signIn, get } = await start();
    const cookie = await signIn();
    const cases: [string, string, Record<string, string>, number, string][] = [
      ['GET', resultPath, { Cookie: cookie }, 403, 'csrf-rejected'],
      ['GET', resultPath, csrf, 401, 'unauthenticated'],
      ['GET', '/orchestrator/api/integration/v1/nothing/PC1', { ...csrf, Cookie: cookie }, 404, 'not-found'],
      ['PUT', resultPath, { ...csrf, Cookie: cookie }, 405, 'method-not-allowed'],
      ['GET', `${resultPath}?x=1`, { ...csrf, Cookie: cookie }, 400, 'query-not-allowed'],
      ['POST', runPath, { ...csrf, Cookie: cookie, Origin: 'http://evil.test' }, 403, 'csrf-rejected'],
      [
        'GET',
        '/orchestrator/api/integration/v1/result/PC1/%00',
        { ...csrf, Cookie: cookie },
        404,
        'not-found',
      ],
    ];
    for (const [method, path, headers, status, error] of cases) {
      const response = await fetch(`${server.base}${path}`, { method, headers });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('allow')).toBe(status === 405 ? 'GET' : null);
    }
    expect(upstream.apiRequests()).toHaveLength(0);
    expect((await get(resultPath, { ...csrf, Cookie: cookie })).status).toBe(200);
  });

  it('relays a target a URL parser rewrites as the URL reads it', async () => {
    const { upstream, server, signIn } = await start();
    const cookie = await signIn();
    const { sent, answer } = rawRequest(server.base, '/orchestrator/api/integration/v1/result/PC1/E{1}', {
      method: 'GET',
      headers: { ...csrf, Cookie: cookie },
    });
    sent.end();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ _id: 'E{1}' });
    // Hono's URL percent-encodes the braces; the proxy decodes the id and encodes it again.
    expect(upstream.apiRequests().at(-1)?.url).toBe(
      `${upstream.url}/base/api/integration/v1/result/PC1/E%7B1%7D`,
    );
  });

  it('answers 413 to a declared body over 1 MiB without reading it or calling the upstream', async () => {
    const { upstream, server, signIn, get } = await start();
    const cookie = await signIn();
    const { sent, answer } = rawRequest(server.base, runPath, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Length': String(1024 * 1024 + 1) },
    });
    sent.flushHeaders();
    const { status, body, headers } = await answer;
    sent.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ error: 'payload-too-large' });
    expect(headers.connection).toBe('close');
    expect(upstream.apiRequests()).toHaveLength(0);
    expect((await get(resultPath, { ...csrf, Cookie: cookie })).status).toBe(200);
  });

  it('answers 413 to a chunked body that grows past 1 MiB, and the upstream is never called', async () => {
    const { upstream, server, signIn } = await start();
    const cookie = await signIn();
    const { sent, answer } = rawRequest(server.base, runPath, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
    });
    for (let chunk = 0; chunk < 17; chunk += 1) sent.write(Buffer.alloc(64 * 1024, 0x20));
    sent.end();
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ error: 'payload-too-large' });
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('ends the session on an orchestrator 401 and clears the cookie', async () => {
    const { upstream, signIn, get } = await start();
    const cookie = await signIn();
    // The service stops taking the session's token, as when it expires or is revoked there.
    upstream.sim.revokeToken(issuedToken(upstream.sim));
    const response = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()[0]).toMatch(/^robot-console-session=;.*Max-Age=0/);
    const again = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(await again.json()).toMatchObject({ error: 'unauthenticated' });
  });
});
