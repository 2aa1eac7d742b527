/** `POST /session` behind the sign-in limiter: guessing is cut off before it reaches the upstream. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeListener } from './node/node-listener';
import { heldBurst } from './testing/held-burst';
import { csrf, fixedNow, setup, testPassword } from './testing/test-helpers';

async function throttled(options: { address?: (c: Context) => string } = {}) {
  const time = { now: fixedNow };
  const context = await setup(
    {},
    { now: () => time.now, clientAddress: options.address ?? (() => '10.0.0.1') },
  );
  // The simulator refuses any password but `testPassword`, and any user it does not know.
  const attempt = (username: string, password = 'guess') =>
    context.app.request('/session', {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const logins = () => context.upstream.requests.length;
  return { ...context, time, attempt, logins };
}

async function failTimes(
  attempt: (username: string) => Response | Promise<Response>,
  times: number,
  username: string,
) {
  for (let index = 0; index < times; index += 1) expect((await attempt(username)).status).toBe(401);
}

describe('sign-in throttling', () => {
  it('answers the 11th failure in 15 minutes with 429 and Retry-After, without calling the upstream', async () => {
    const { attempt, logins, logger } = await throttled();
    await failTimes(attempt, 10, 'ana@example.com');
    expect(logins()).toBe(10);
    const blocked = await attempt('ANA@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(await blocked.json()).toEqual({
      error: 'too-many-attempts',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    expect(logins()).toBe(10);
    expect(logger.lines.filter((line) => line.startsWith('WARN sign-in refused'))).toHaveLength(10);
    expect(logger.lines.join('\n')).not.toContain('guess');
    expect(logger.lines).toContain('WARN sign-in refused: "ana@example.com" from 10.0.0.1');
  });

  it('lets the same username through again after 15 minutes', async () => {
    const { attempt, time } = await throttled();
    await failTimes(attempt, 10, 'ana@example.com');
    time.now += 14 * 60_000;
    const blocked = await attempt('ana@example.com');
    expect(await blocked.json()).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 1 minute.',
    });
    time.now += 60_000;
    expect((await attempt('ana@example.com', testPassword)).status).toBe(200);
  });

  it('clears the count when the user signs in successfully', async () => {
    const { attempt } = await throttled();
    await failTimes(attempt, 9, 'ana@example.com');
    expect((await attempt('ana@example.com', testPassword)).status).toBe(200);
    await failTimes(attempt, 10, 'ana@example.com');
    expect((await attempt('ana@example.com')).status).toBe(429);
  });

  it('blocks another username from the same address only at the per-address cap of 50', async () => {
    const { attempt, logins } = await throttled();
    for (let user = 0; user < 5; user += 1) await failTimes(attempt, 10, `user-${user}@example.com`);
    expect((await attempt('user-0@example.com')).status).toBe(429);
    // 50 failures from this address, so every username is refused now, without an upstream call.
    const before = logins();
    expect((await attempt('someone-else@example.com')).status).toBe(429);
    expect(logins()).toBe(before);
  });

  it('lets another username from the same address through below that cap', async () => {
    const { attempt } = await throttled();
    await failTimes(attempt, 10, 'ana@example.com');
    expect((await attempt('ana@example.com')).status).toBe(429);
    expect((await attempt('bo@example.com')).status).toBe(401);
  });

  it('counts per client address', async () => {
    let address = '10.0.0.1';
    const { attempt } = await throttled({ address: () => address });
    await failTimes(attempt, 10, 'ana@example.com');
    expect((await attempt('ana@example.com')).status).toBe(429);
    address = '10.0.0.2';
    expect((await attempt('ana@example.com')).status).toBe(401);
  });

  it('refuses one username after 20 failures from any addresses for 5 minutes, whether it exists or not', async () => {
    let address = '';
    const { attempt, logins, time } = await throttled({ address: () => address });
    for (const username of ['ana@example.com', 'nobody@example.com']) {
      for (let client = 0; client < 20; client += 1) {
        address = `203.0.113.${client}`;
        await failTimes(attempt, 1, username);
      }
    }
    expect(logins()).toBe(40);
    address = '198.51.100.7';
    // The same answer for an account and for a name nobody has: the refusal tells nothing about either.
    for (const username of ['ana@example.com', 'nobody@example.com']) {
      const refused = await attempt(username);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('300');
      expect(await refused.json()).toEqual({
        error: 'too-many-attempts',
        message: 'Too many failed sign-ins. Try again in 5 minutes.',
        retryAfterSeconds: 300,
      });
    }
    expect(logins()).toBe(40);
    // A short wait, not a lock: the owner signs in once the window is over.
    time.now += 5 * 60_000;
    expect((await attempt('ana@example.com', testPassword)).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    let address = '';
    const { attempt } = await throttled({ address: () => address });
    for (let host = 1; host <= 10; host += 1) {
      address = `2001:db8:7:8::${host}`;
      await failTimes(attempt, 1, 'ana@example.com');
    }
    address = '2001:db8:7:8:1:2:3:4';
    expect((await attempt('ana@example.com')).status).toBe(429);
    address = '2001:db8:7:9::1';
    expect((await attempt('ana@example.com')).status).toBe(401);
  });

  it('does not count invalid requests or an unreachable upstream as failed sign-ins', async () => {
    const { attempt, app, upstream } = await throttled();
    upstream.use(() => Promise.reject(new TypeError('fetch failed')));
    for (let index = 0; index < 12; index += 1) expect((await attempt('ana@example.com')).status).toBe(502);
    for (let index = 0; index < 12; index += 1) {
      const response = await app.request('/session', { method: 'POST', headers: csrf, body: '{}' });
      expect(response.status).toBe(400);
    }
    upstream.use(upstream.simulate);
    expect((await attempt('ana@example.com')).status).toBe(401);
  });
});

describe('sign-in attempts in flight', () => {
  it('lets 10 of 1,000 parallel wrong passwords for one user reach the upstream', async () => {
    // The bound on requests in progress is lifted: the sign-in limiter alone must stop the burst.
    const { app, upstream } = await setup(
      { MAX_REQUESTS_IN_PROGRESS: '5000' },
      { clientAddress: () => '10.0.0.1' },
    );
    const body = JSON.stringify({ username: 'ana@example.com', password: 'guess' });
    const headers = { ...csrf, 'Content-Type': 'application/json' };
    const statuses = await heldBurst(upstream, 1000, async () => {
      const response = await app.request('/session', { method: 'POST', headers, body });
      return response.status;
    });
    expect(upstream.requests).toHaveLength(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(990);
  });

  it('gives an attempt back when the upstream could not judge it', async () => {
    const { app, upstream } = await setup(
      { SIGN_IN_FAILURES_PER_USER: '1' },
      { clientAddress: () => '10.0.0.1' },
    );
    upstream.use(() => Promise.reject(new TypeError('fetch failed')));
    const attempt = () =>
      app.request('/session', {
        method: 'POST',
        headers: { ...csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'ana@example.com', password: 'x' }),
      });
    expect((await attempt()).status).toBe(502);
    expect((await attempt()).status).toBe(502);
    upstream.use(upstream.simulate);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});

describe('the client address', () => {
  it("is the socket's peer under node:http, and 'unknown' without a socket", async () => {
    const { app, logger } = await setup();
    const body = JSON.stringify({ username: 'ana@example.com', password: 'guess' });
    const headers = { ...csrf, 'Content-Type': 'application/json' };
    await app.request('/session', { method: 'POST', headers, body });
    expect(logger.lines).toContain('WARN sign-in refused: "ana@example.com" from unknown');

    const listener = createNodeListener(app);
    const server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/session`, { method: 'POST', headers, body });
      expect(response.status).toBe(401);
      expect(logger.lines).toContain('WARN sign-in refused: "ana@example.com" from 127.0.0.1');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('sign-in throttling behind a reverse proxy', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** The real server on a socket: every request comes from 127.0.0.1, as from a proxy on the same host. */
  async function behindProxy(env: Record<string, string>) {
    const context = await setup(env);
    const listener = createNodeListener(context.app);
    server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const attempt = (client: string, username: string) =>
      fetch(`http://127.0.0.1:${port}/session`, {
        method: 'POST',
        headers: { ...csrf, 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: JSON.stringify({ username, password: 'guess' }),
      }).then((response) => response.status);
    return { ...context, attempt };
  }

  async function fiftyFailuresFrom(attempt: (client: string, username: string) => Promise<number>) {
    for (let user = 0; user < 5; user += 1) {
      for (let index = 0; index < 10; index += 1) {
        expect(await attempt('203.0.113.5', `user-${user}@example.com`)).toBe(401);
      }
    }
  }

  it('with TRUST_PROXY, one client guessing does not lock out the others', async () => {
    const { attempt, logger } = await behindProxy({ TRUST_PROXY: '127.0.0.1' });
    await fiftyFailuresFrom(attempt);
    expect(await attempt('203.0.113.5', 'someone@example.com')).toBe(429);
    expect(await attempt('198.51.100.7', 'someone@example.com')).toBe(401);
    expect(logger.lines).toContain('WARN sign-in refused: "someone@example.com" from 198.51.100.7');
  });

  it('without it, X-Forwarded-For is not believed: a client cannot claim fresh addresses', async () => {
    const { attempt } = await behindProxy({});
    await fiftyFailuresFrom(attempt);
    expect(await attempt('198.51.100.7', 'someone@example.com')).toBe(429);
  });
});
