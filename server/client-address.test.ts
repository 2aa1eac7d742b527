/** Whose address a request comes from, behind zero or more reverse proxies (TRUST_PROXY). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressResolver, parseTrustProxy, type TrustProxy } from './client-address';
import { createNodeListener } from './node-listener';
import { csrf, setup } from './test-helpers';

function trust(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const resolve = clientAddressResolver(trust('0'));
    expect(resolve('198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(resolve('::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
  });

  it('is read as many hops back as TRUST_PROXY counts, and no further', () => {
    const one = clientAddressResolver(trust('1'));
    // The client wrote 1.2.3.4 itself; the proxy appended the address it really came from.
    expect(one('10.0.0.2', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(one('10.0.0.2', undefined)).toBe('10.0.0.2');
    const two = clientAddressResolver(trust('2'));
    expect(two('10.0.0.2', '1.2.3.4, 203.0.113.5, 10.0.0.9')).toBe('203.0.113.5');
    expect(two('10.0.0.2', '10.0.0.9')).toBe('10.0.0.9');
  });

  it('is read back through trusted addresses and ranges only', () => {
    const resolve = clientAddressResolver(trust('10.0.0.2, 10.1.0.0/16, ::1'));
    expect(resolve('10.0.0.2', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(resolve('10.0.0.2', '203.0.113.5, 10.1.4.4')).toBe('203.0.113.5');
    expect(resolve('::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(resolve('::ffff:10.0.0.2', '203.0.113.5')).toBe('203.0.113.5');
    // A peer that is not a trusted proxy is the client, whatever it sends.
    expect(resolve('198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
  });

  it('drops ports, and stops at an entry that is not an address', () => {
    const resolve = clientAddressResolver(trust('1'));
    expect(resolve('10.0.0.2', '203.0.113.5:51234')).toBe('203.0.113.5');
    expect(resolve('10.0.0.2', '[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(resolve('10.0.0.2', 'unknown')).toBe('10.0.0.2');
    expect(resolve('10.0.0.2', '<script>')).toBe('10.0.0.2');
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
    const context = setup(env);
    context.upstream.use(() =>
      Response.json(
        { timestamp: 1, status: 401, error: 'Unauthorized', message: 'Unauthorized', path: '/auth' },
        { status: 401 },
      ),
    );
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
