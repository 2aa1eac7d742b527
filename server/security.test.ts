import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeListener } from './node/node-listener';
import { contentSecurityPolicy, rawTargetProblem } from './security';
import { csrf, queueExecution, setup, signIn } from './testing/test-helpers';

describe('security headers', () => {
  it('are on API answers, errors included, with no-store', async () => {
    const { app } = await setup();
    for (const response of [
      await app.request('/session'),
      await app.request('/orchestrator/nope'),
      await app.request('/session', { method: 'POST' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('raw request targets', () => {
  it.each([
    '/orchestrator/../x',
    '/orchestrator/api/integration/v1/result/PC1/..',
    '/orchestrator/api/integration/v1/result/PC1/%2e%2e',
    '/orchestrator/api/integration/v1/result/PC1/%2E%2e',
    '/orchestrator/api/integration/v1/result/.%2E/E1',
    '/orchestrator/api/integration/v1/result/PC1%2fx/E1',
    '/orchestrator/api/integration/v1/result/PC1%5Cx/E1',
    '/orchestrator\\..\\x',
    '//evil.example/orchestrator',
    'http://evil.example/orchestrator/api/integration/v1/result/PC1/E1',
    '*',
  ])('refuses %s', (target) => {
    expect(rawTargetProblem(target)).toEqual(expect.any(String));
  });

  it.each(['/', '/orchestrator/api/integration/v1/result/PC%201/E-1', '/assets/app-1a2b.js', '/runs?x=..'])(
    'accepts %s',
    (target) => {
      expect(rawTargetProblem(target)).toBeUndefined();
    },
  );
});

describe('over a real socket', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function listen() {
    const context = await setup();
    const listener = createNodeListener(context.app);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { ...context, port };
  }

  function get(port: number, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  function raw(port: number, text: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('refuses traversal in the raw target with 400 JSON before any upstream call', async () => {
    const { port, upstream, app } = await listen();
    const cookie = await signIn(app);
    for (const path of [
      '/orchestrator/../x',
      '/orchestrator/api/integration/v1/result/PC1/%2E%2E',
      '/reporting/api%2fintegration/v2/rpa',
    ]) {
      const response = await get(port, path, { Cookie: cookie });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'bad-request-target' });
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it("answers a browser opening a refused address with the app's page, which says why, and a script with JSON", async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'robot-console-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Robot Console</title>');
    try {
      const context = await setup({ STATIC_DIR: staticDir });
      const listener = createNodeListener(context.app);
      server = createServer((req, res) => void listener(req, res));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const browser = { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html,application/xhtml+xml' };
      const opened = await get(port, '/executions/RUNTIME-01/..%2F..', browser);
      expect(opened.status).toBe(400);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(opened.body).toContain('<title>Robot Console</title>');
      expect(opened.headers['x-frame-options']).toBe('DENY');
      // An older browser says no Sec-Fetch-Mode: its Accept tells a page from a call.
      const older = await get(port, '/executions/RUNTIME-01/%2e%2e', { Accept: 'text/html' });
      expect(older.body).toContain('<title>Robot Console</title>');

      const script = await get(port, '/executions/RUNTIME-01/..%2F..');
      expect(script.status).toBe(400);
      expect(JSON.parse(script.body)).toMatchObject({ error: 'bad-request-target' });
      // The API's paths answer JSON, even to a browser's navigation.
      const api = await get(port, '/orchestrator/api/integration/v1/result/PC1/%2E%2E', browser);
      expect(JSON.parse(api.body)).toMatchObject({ error: 'bad-request-target' });
      expect(context.upstream.apiRequests()).toHaveLength(0);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('refuses an absolute-form target', async () => {
    const { port, upstream } = await listen();
    const answer = await raw(
      port,
      'GET http://evil.example/orchestrator/api/integration/v1/result/PC1/E1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('bad-request-target');
    expect(upstream.requests).toHaveLength(0);
  });

  it('serves a normal call end to end', async () => {
    const { port, app, upstream } = await listen();
    const cookie = await signIn(app);
    queueExecution(upstream.sim, 'PC1', 'E1');
    const response = await get(port, '/orchestrator/api/integration/v1/result/PC1/E1', {
      ...csrf,
      Cookie: cookie,
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ status: 'PENDENT' });
  });

  it('answers 413 to a chunked body past 1 MiB', async () => {
    const { port, app, upstream } = await listen();
    const cookie = await signIn(app);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/reporting/api/integration/v2/rpa',
          headers: { ...csrf, Cookie: cookie },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
      );
      const chunk = Buffer.alloc(64 * 1024, 97);
      for (let index = 0; index < 20; index += 1) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    expect(upstream.apiRequests()).toHaveLength(0);
  });
});
