/**
 * Two server instances on one PostgreSQL, as deployed: a sign-out on one is refused on the other at
 * once, on its very next call, however many calls it served with that session before; so is every
 * session of a person ended on one of them, by an admin or by "Sign out everywhere".
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

/** Two instances of the server on one database, and a call's status on either. */
async function twoInstances(env: Record<string, string> = {}) {
  const upstream = createFakeUpstream();
  queueExecution(upstream.sim, 'PC1', 'E1');
  const now = () => fixedNow;
  const instance = (workspace: Workspace) =>
    assembleServer({ config: testConfig(env), workspace, fetch: upstream.fetch, now, logger: silentLogger })
      .app;
  const first = await testWorkspace(now);
  const secondDatabase = reopenTestDatabase(first.database);
  cleanups.push(() => secondDatabase.close());
  const one = instance(first);
  const two = instance(await openWorkspace(secondDatabase, testSessionSecret, now, silentLogger));
  const status = async (app: typeof one, cookie: string, method = 'GET', path = resultPath) => {
    const answer = await app.request(path, { method, headers: { ...csrf, Cookie: cookie } });
    await answer.text();
    return answer.status;
  };
  return { one, two, status };
}

describe('two instances on one PostgreSQL', () => {
  it('refuse a session signed out on either of them at once', async () => {
    const { one, two } = await twoInstances();
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

  it("refuse on either of them a person's sessions ended on the other, all of them at once", async () => {
    const { one, two, status } = await twoInstances({ ADMINS: 'ana@example.com', DEFAULT_ROLE: 'viewer' });
    const ana = await signIn(one, 'ana@example.com');
    // Bo signed in on each instance; each session read on both, so both have met them.
    const bo = [await signIn(one, 'bo@example.com'), await signIn(two, 'bo@example.com')];
    for (const app of [one, two, one, two]) {
      for (const cookie of bo) expect(await status(app, cookie)).toBe(200);
    }
    expect(await status(one, ana, 'DELETE', '/api/team/bo%40example.com/sessions')).toBe(200);
    for (const app of [two, one]) {
      for (const cookie of bo) expect(await status(app, cookie)).toBe(401);
    }

    // Ana signs out everywhere on the second instance: her session of the first is refused there too.
    const anaOnTwo = await signIn(two, 'ana@example.com');
    for (const app of [one, two]) expect(await status(app, ana)).toBe(200);
    expect(await status(two, anaOnTwo, 'DELETE', '/session/everywhere')).toBe(204);
    for (const app of [one, two]) {
      for (const cookie of [ana, anaOnTwo]) expect(await status(app, cookie)).toBe(401);
    }
  });
});
