/**
 * Two server instances on one PostgreSQL, as deployed: the failed sign-ins of one username are counted
 * once for both, so spreading guesses over instances and addresses does not multiply the cap (20).
 */
import type { Context } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from './logger';
import { assembleServer } from './server';
import { heldBurst } from './testing/held-burst';
import { reopenTestDatabase } from './testing/test-databases';
import {
  createFakeUpstream,
  csrf,
  fixedNow,
  testConfig,
  testSessionSecret,
  testWorkspace,
} from './testing/test-helpers';
import { openWorkspace, type Workspace } from './workspace';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Each request says which client it comes from, so that every attempt can come from another address. */
const testClient = (c: Context) => c.req.header('x-test-client') ?? 'unknown';

async function twoInstances() {
  const upstream = createFakeUpstream();
  const now = () => fixedNow;
  // Room for a whole burst at once: the sign-in limits alone must decide who is refused.
  const config = testConfig({ MAX_REQUESTS_IN_PROGRESS: '1000' });
  const instance = (workspace: Workspace) =>
    assembleServer({
      config,
      workspace,
      fetch: upstream.fetch,
      now,
      logger: silentLogger,
      clientAddress: testClient,
    }).app;
  const first = await testWorkspace(now);
  const secondDatabase = reopenTestDatabase(first.database);
  cleanups.push(() => secondDatabase.close());
  const one = instance(first);
  const two = instance(await openWorkspace(secondDatabase, testSessionSecret, now, silentLogger));
  /** A wrong password for ana from `client`, through the first instance for an even `index`, else the second. */
  const attempt = async (index: number, client: string) => {
    const response = await (index % 2 === 0 ? one : two).request('/session', {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json', 'X-Test-Client': client },
      body: JSON.stringify({ username: 'ana@example.com', password: 'guess' }),
    });
    return response.status;
  };
  return { upstream, attempt };
}

describe('two instances on one PostgreSQL', () => {
  it('refuse a username whose 20 failures came through either of them, from 20 addresses', async () => {
    const { upstream, attempt } = await twoInstances();
    for (let client = 0; client < 20; client += 1)
      expect(await attempt(client, `203.0.113.${client}`)).toBe(401);
    expect(await attempt(0, '198.51.100.1')).toBe(429);
    expect(await attempt(1, '198.51.100.2')).toBe(429);
    expect(upstream.requests).toHaveLength(20);
  });

  it('let 20 of 100 parallel wrong passwords for one username, from 100 addresses, reach the upstream', async () => {
    const { upstream, attempt } = await twoInstances();
    const statuses = await heldBurst(upstream, 100, (client) => attempt(client, `203.0.113.${client}`));
    expect(upstream.requests).toHaveLength(20);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  });
});
