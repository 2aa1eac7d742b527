/**
 * Two server instances on one PostgreSQL, as deployed: a role an admin changes on one counts on the
 * other at once, for a session already open there, without signing in again (docs/roles.md).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { assembleServer } from './server';
import { silentLogger } from './logger';
import { reopenTestDatabase } from './testing/test-databases';
import {
  createFakeUpstream,
  csrf,
  fixedNow,
  signIn,
  testConfig,
  testSessionSecret,
  testWorkspace,
} from './testing/test-helpers';
import { openWorkspace, type Workspace } from './workspace';

const runPath = '/orchestrator/api/integration/v2/run/RUNTIME-01/invoice-bot';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('two instances on one PostgreSQL', () => {
  it("apply a role changed on either of them to the other's next call", async () => {
    const upstream = createFakeUpstream();
    const now = () => fixedNow;
    const config = testConfig({ ADMINS: 'ana@example.com', DEFAULT_ROLE: 'viewer' });
    const instance = (workspace: Workspace) =>
      assembleServer({ config, workspace, fetch: upstream.fetch, now, logger: silentLogger }).app;
    const first = await testWorkspace(now);
    const secondDatabase = reopenTestDatabase(first.database);
    cleanups.push(() => secondDatabase.close());
    const one = instance(first);
    const two = instance(await openWorkspace(secondDatabase, testSessionSecret, now, silentLogger));

    const admin = await signIn(one, 'ana@example.com');
    const viewer = await signIn(two, 'bo@example.com');
    const run = () =>
      two.request(runPath, {
        method: 'POST',
        headers: { ...csrf, Cookie: viewer, 'Content-Type': 'application/json' },
        body: JSON.stringify({ variables: [] }),
      });
    expect((await run()).status).toBe(403);
    const changed = await one.request('/api/team/bo%40example.com', {
      method: 'PUT',
      headers: { ...csrf, Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: 'operator' }),
    });
    expect(changed.status).toBe(200);
    expect((await run()).status).toBe(200);
  });
});
