/**
 * Two server instances on one PostgreSQL, as deployed: a sign-out on one is refused on the other at
 * once, on its very next call, however many calls it served with that session before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { assembleServer } from './server';
import { silentLogger } from './logger';
import { reopenTestDatabase } from './testing/test-databases';
import {
  createFakeUpstream,
  csrf,
  fixedNow,
  queueExecution,
  signIn,
  testConfig,
  testSessionSecret,
  testWorkspace,
} from './testing/test-helpers';
import { openWorkspace, type Workspace } from './workspace';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('two instances on one PostgreSQL', () => {
  it('refuse a session signed out on either of them at once', async () => {
    const upstream = createFakeUpstream();
    queueExecution(upstream.sim, 'PC1', 'E1');
    const now = () => fixedNow;
    const instance = (workspace: Workspace) =>
      assembleServer({ config: testConfig(), workspace, fetch: upstream.fetch, now, logger: silentLogger })
        .app;
    const first = await testWorkspace(now);
    const secondDatabase = reopenTestDatabase(first.database);
    cleanups.push(() => secondDatabase.close());
    const one = instance(first);
    const two = instance(await openWorkspace(secondDatabase, testSessionSecret, now, silentLogger));

    const cookie = await signIn(one);
    const headers = { ...csrf, Cookie: cookie };
    for (const app of [one, two, one, two])
      expect((await app.request(resultPath, { headers })).status).toBe(200);
    expect((await two.request('/session', { method: 'DELETE', headers })).status).toBe(204);
    for (const app of [one, two]) {
      const after = await app.request(resultPath, { headers });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: 'unauthenticated' });
    }
  });
});
