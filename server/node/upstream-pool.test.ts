/**
 * The proxy's upstream calls over undici's pools (upstream-pool.ts), through the server as main.ts wires it,
 * against a real upstream on 127.0.0.1: no redirect followed and no credential let out, a browser that
 * leaves or a timeout ends the upstream call, an answer past the cap is dropped, a long one relayed whole.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { maxUpstreamBodyBytes } from '../services/upstream-call';
import { nodeStacks } from '../testing/node-stack';
import { csrf, issuedToken } from '../testing/test-helpers';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';

const start = nodeStacks();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('upstream calls over the pools', () => {
  it('does not follow an upstream redirect, and no credential reaches where it points', async () => {
    const { upstream, server, signIn, get } = await start();
    const elsewhere: IncomingMessage[] = [];
    const trap = createServer((req, res) => {
      elsewhere.push(req);
      res.end('{}');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => trap.close(resolve)));
    const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}/steal`;
    const cookie = await signIn();
    for (const status of [301, 302, 307, 308]) {
      upstream.use(() => new Response(null, { status, headers: { Location: trapUrl } }));
      const response = await get(resultPath, { ...csrf, Cookie: cookie });
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: 'upstream-redirect' });
      expect(text).not.toContain('127.0.0.1');
      expect(response.headers.get('location')).toBeNull();
    }
    expect(upstream.apiRequests()).toHaveLength(4);
    expect(elsewhere).toHaveLength(0);
    expect(server.logger.lines.join('\n')).not.toContain(issuedToken(upstream.sim));
  });

  it('drops the upstream call when the browser goes away', async () => {
    const { upstream, server, signIn } = await start();
    const cookie = await signIn();
    const browser = new AbortController();
    const upstreamClosed = new Promise<void>((resolve) => {
      upstream.useRaw((_req, res) => {
        // Never answers: only the browser leaving can end this call.
        res.once('close', () => resolve());
        browser.abort();
      });
    });
    const call = fetch(`${server.base}${resultPath}`, {
      headers: { ...csrf, Cookie: cookie },
      signal: browser.signal,
    });
    await expect(call).rejects.toThrow();
    await upstreamClosed;
    await expect
      .poll(() => server.logger.lines)
      .toContain('INFO proxy: client went away during executionResult');
  });

  it('answers 502 to an upstream answer past the cap, and stops reading it', async () => {
    const { upstream, signIn, get } = await start();
    const cookie = await signIn();
    let sent = 0;
    const upstreamClosed = new Promise<void>((resolve) => {
      upstream.useRaw((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        // Endless: only the cap can end the read.
        const pump = () => {
          while (!res.destroyed && res.write(chunk)) sent += chunk.byteLength;
        };
        res.on('drain', pump);
        res.once('close', () => resolve());
        pump();
      });
    });
    const response = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream-too-large' });
    await upstreamClosed;
    expect(sent).toBeLessThan(4 * maxUpstreamBodyBytes);
  });

  it('relays a large answer that comes in many chunks, whole', async () => {
    const { upstream, signIn, get } = await start();
    const cookie = await signIn();
    const size = 3 * 1024 * 1024;
    upstream.useRaw((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.byteLength;
          if (!res.write(chunk)) return;
        }
        res.end();
      };
      res.on('drain', pump);
      pump();
    });
    const response = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it('answers 504 when the upstream is slower than UPSTREAM_TIMEOUT_MS, and drops its call', async () => {
    const { upstream, signIn, get } = await start({ UPSTREAM_TIMEOUT_MS: '2000' });
    const cookie = await signIn();
    const upstreamClosed = new Promise<void>((resolve) => {
      upstream.useRaw((_req, res) => {
        res.once('close', () => resolve());
      });
    });
    const response = await get(resultPath, { ...csrf, Cookie: cookie });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: 'upstream-timeout' });
    await upstreamClosed;
  });
});
