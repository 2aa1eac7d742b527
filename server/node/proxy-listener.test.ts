/**
 * The proxy's own node:http path (proxy-listener.ts) as main.ts wires it, against a real upstream on
 * 127.0.0.1: what a browser sees is what the Hono path gives, and the caps hold. The upstream calls
 * themselves: upstream-pool.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { nodeStacks, rawRequest } from '../testing/node-proxy-harness';
import { csrf, token } from '../testing/test-helpers';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';
const runPath = '/orchestrator/api/integration/v2/run/PC1/R1';

const start = nodeStacks();

describe("the proxy's node:http path", () => {
  it('relays a result read with its status, body, content type and the security headers, without Hono', async () => {
    const { upstream, server, signIn, get } = await start();
    const cookie = await signIn();
    const honoBefore = server.counted.honoCalls;
    const response = await get(resultPath, { ...csrf, Cookie: cookie, Accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: 'exec-1', status: 'PENDENT' });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(server.counted.honoCalls).toBe(honoBefore);
    const [sent] = upstream.apiRequests();
    expect(sent?.url).toBe(`${upstream.url}/base/api/integration/v1/result/PC1/E1`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(sent?.headers.get('cookie')).toBeNull();
    expect(sent?.headers.get('x-requested-by')).toBeNull();
    // A state-changing call from our own origin passes the CSRF rule on this path too.
    const run = await fetch(`${server.base}${runPath}`, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, Origin: server.base },
    });
    expect(run.status).toBe(200);
  });

  it('refuses what the Hono path refuses, with the same status, headers and body', async () => {
    const { server, signIn, get } = await start();
    const cookie = await signIn();
    const honoBefore = server.counted.honoCalls;
    const cases: [string, string, Record<string, string>][] = [
      ['GET', resultPath, { Cookie: cookie }],
      ['GET', resultPath, csrf],
      ['GET', '/orchestrator/api/integration/v1/nothing/PC1', { ...csrf, Cookie: cookie }],
      ['PUT', resultPath, { ...csrf, Cookie: cookie }],
      ['GET', `${resultPath}?x=1`, { ...csrf, Cookie: cookie }],
      ['POST', runPath, { ...csrf, Cookie: cookie, Origin: 'http://evil.test' }],
      ['GET', '/orchestrator/api/integration/v1/result/PC1/%00', { ...csrf, Cookie: cookie }],
    ];
    const statuses: number[] = [];
    for (const [method, path, headers] of cases) {
      const node = await fetch(`${server.base}${path}`, { method, headers });
      const hono = await server.app.request(path, { method, headers });
      statuses.push(node.status);
      expect(node.status, `${method} ${path}`).toBe(hono.status);
      expect(await node.text()).toBe(await hono.text());
      for (const name of [
        'content-type',
        'allow',
        'cache-control',
        'content-security-policy',
        'set-cookie',
      ]) {
        expect(node.headers.get(name), name).toBe(hono.headers.get(name));
      }
    }
    expect(statuses).toEqual([403, 401, 404, 405, 400, 403, 404]);
    expect(server.counted.honoCalls).toBe(honoBefore);
    expect((await get(resultPath, { ...csrf, Cookie: cookie })).status).toBe(200);
  });

  it('sends a target a URL parser would rewrite through Hono, to the same pipeline', async () => {
    const { upstream, server, signIn } = await start();
    const cookie = await signIn();
    const honoBefore = server.counted.honoCalls;
    const { sent, answer } = rawRequest(server.base, '/orchestrator/api/integration/v1/result/PC1/E{1}', {
      method: 'GET',
      headers: { ...csrf, Cookie: cookie },
    });
    sent.end();
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ _id: 'exec-1' });
    expect(server.counted.honoCalls).toBe(honoBefore + 1);
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
    upstream.use(() => Response.json({ status: 401, error: 'Unauthorized' }, { status: 401 }));
    const response = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()[0]).toMatch(/^robot-console-session=;.*Max-Age=0/);
    upstream.use(() => Response.json({ _id: 'exec-1' }));
    const again = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(await again.json()).toMatchObject({ error: 'unauthenticated' });
  });
});
