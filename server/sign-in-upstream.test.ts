/**
 * `POST /session` in front of a misbehaving login endpoint: redirects, huge answers, rate limits and
 * chatty error bodies. The browser gets our words; the credentials go nowhere but the configured host.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../src/api/schemas';
import { assembleServer } from './server';
import { startNodeUpstream } from './testing/node-stack';
import {
  csrf,
  fixedNow,
  recordingLogger,
  setup,
  testConfig,
  testPassword,
  testWorkspace,
} from './testing/test-helpers';
import { maxUpstreamBodyBytes } from './services/upstream-call';

const post = (body: unknown) => ({
  method: 'POST',
  headers: { ...csrf, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const credentials = { username: 'ana@example.com', password: 'correct horse battery staple' };

const servers: Server[] = [];
const stopLater: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stopLater.splice(0)) await stop();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A real HTTP server on the loopback interface; `received` lists every request with its body. */
async function httpServer(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: { method: string; url: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      answer(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('sign-in and redirects', () => {
  it.each([301, 302, 307, 308])(
    'never follows a %i from the login endpoint: the password stays home and the browser gets 502',
    async (status) => {
      const elsewhere = await httpServer((_req, res) => res.writeHead(200).end('{}'));
      const login = await httpServer((_req, res) =>
        res.writeHead(status, { Location: `${elsewhere.url}/collect` }).end(),
      );
      const logger = recordingLogger();
      // The global fetch, as in production: it is the one that would follow a redirect.
      const app = assembleServer({
        config: testConfig({ ORCHESTRATOR_URL: login.url }),
        workspace: await testWorkspace(),
        logger,
      }).app;
      const response = await app.request('/session', post(credentials));

      expect(login.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'upstream-redirect',
        message:
          'The orchestration service answered the sign-in with a redirect, which the server does not ' +
          'follow. Ask whoever runs Robot Console to check ORCHESTRATOR_URL.',
      });
      expect(response.headers.get('location')).toBeNull();
      expect(logger.lines).toContain(
        `WARN sign-in: the orchestration service answered with a redirect (status ${status})`,
      );
    },
  );

  it('never follows a redirect from a proxied call either: the API key stays home', async () => {
    const elsewhere = await httpServer((_req, res) => res.writeHead(200).end('{}'));
    const upstream = await startNodeUpstream();
    stopLater.push(upstream.close);
    // The simulator signs in; every other call is redirected elsewhere.
    upstream.use((request, signal) =>
      new URL(request.url).pathname.endsWith('/auth')
        ? upstream.simulate(request, signal)
        : new Response(null, { status: 307, headers: { Location: `${elsewhere.url}/collect` } }),
    );
    const app = assembleServer({
      config: testConfig({ ORCHESTRATOR_URL: upstream.url, REPORTING_URL: upstream.url }),
      workspace: await testWorkspace(),
      logger: recordingLogger(),
      now: () => fixedNow,
    }).app;
    const signedIn = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: testPassword }),
    );
    const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const response = await app.request('/reporting/api/integration/v1/supplier', {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{"name":"Acme","type":1,"hourValue":10}',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'upstream-redirect',
      message:
        'The reporting service answered with a redirect, which the server does not follow. Ask whoever ' +
        'runs Robot Console to check REPORTING_URL.',
    });
    expect(elsewhere.received).toEqual([]);
  });
});

describe('sign-in answers', () => {
  it('reads a huge login answer only up to the cap, then abandons it', async () => {
    const { app, upstream } = await setup();
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let pulled = 0;
    let cancelled = false;
    upstream.use(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            // 64 MiB when read to the end; only the cap should stop the reading.
            pull(controller) {
              if (pulled >= 64 * chunk.byteLength) controller.close();
              else {
                pulled += chunk.byteLength;
                controller.enqueue(chunk);
              }
            },
            cancel() {
              cancelled = true;
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const response = await app.request('/session', post(credentials));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream-error' });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(maxUpstreamBodyBytes + 2 * chunk.byteLength);
  });

  it('keeps a 429 a 429, with its Retry-After, in our words', async () => {
    const { app, upstream } = await setup();
    upstream.use(
      () =>
        new Response('{"message":"rate limiter bucket login:10.0.0.7 on redis-3.internal is full"}', {
          status: 429,
          headers: { 'Retry-After': '45', 'Content-Type': 'application/json' },
        }),
    );
    const response = await app.request('/session', post(credentials));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('45');
    expect(await response.json()).toEqual({
      error: 'upstream-rate-limited',
      message: 'The orchestration service is receiving too many requests (429). Try again in 45 seconds.',
      retryAfterSeconds: 45,
    });
  });

  it.each([
    [
      400,
      'The orchestration service refused the request as invalid (400). Check the values you entered and try again.',
    ],
    [404, 'The orchestration service does not know what was asked for (404). Check the ids you entered.'],
    [500, 'The orchestration service failed (status 500). Try again in a moment.'],
  ])(
    'answers a %i of the login endpoint with 502 in our words, and logs what it said without the password',
    async (status, message) => {
      const { app, upstream, logger } = await setup();
      const encoded = Buffer.from(credentials.password).toString('base64');
      upstream.use(() =>
        Response.json(
          {
            message: `password ${encoded} (${credentials.password}) rejected by auth-db.internal: ORA-01017`,
            trace: 'java.sql.SQLException\n\tat oracle.jdbc.driver',
          },
          { status },
        ),
      );
      const response = await app.request('/session', post(credentials));
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toMatch(/auth-db|ORA-|SQLException|oracle/);
      expect(serverErrorSchema.parse(JSON.parse(text)).message).toBe(message);
      const line = logger.lines.find((entry) =>
        entry.startsWith('WARN sign-in: the orchestration service answered'),
      );
      expect(line).toContain('auth-db.internal');
      expect(line).not.toContain(encoded);
      expect(line).not.toContain(credentials.password);
    },
  );
});

describe('the sign-in body limit', () => {
  it('names the 64 KiB limit of this route', async () => {
    const { app, upstream } = await setup();
    const response = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: 'x'.repeat(65 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'payload-too-large',
      message: 'The request is too large: this address accepts at most 64 KiB.',
    });
    expect(upstream.requests).toHaveLength(0);
  });
});
