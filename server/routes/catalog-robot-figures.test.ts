/**
 * A catalog robot's figures for the analytics product (issue 36): its idea, where an execution's document
 * count comes from and a person's minutes for one execution, kept by the server, refused with a 400 that
 * says the rule when out of range, and cleared by an edit that leaves them out.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const headers = { 'x-test-user': 'ana', 'Content-Type': 'application/json' };
const robot = { robotId: 'INVOICES', name: 'Invoice reader', description: '', variables: [] };
const figures = { ideaId: 31, documentsFrom: 'summary.count', manualMinutes: 7.5 };

describe(`a catalog robot's figures on the server (${testStoreKind})`, () => {
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    app = workspaceRoutesAlone(await testWorkspace(), { now: Date.now });
  });
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, { method, headers, body: JSON.stringify(body) });
  const robots = async () =>
    ((await (await app.request('/catalog', { headers })).json()) as { robots: unknown[] }).robots;

  it('keeps them, and an edit without them says none', async () => {
    const saved = await send('POST', '/catalog/robots', { entry: { ...robot, ...figures } });
    expect(saved.status).toBe(201);
    expect(await robots()).toMatchObject([figures]);

    const perExecution = { ...robot, ideaId: 0, documentsFrom: 'execution' };
    const edited = await send('PUT', '/catalog/robots/INVOICES', { entry: perExecution, version: 1 });
    expect(edited.status).toBe(200);
    expect(await robots()).toMatchObject([{ ideaId: 0, documentsFrom: 'execution', manualMinutes: null }]);
  });

  it.each([
    [{ ideaId: -1 }, 'entry.ideaId: An idea id is a whole number from 0 to 2147483647.'],
    [{ ideaId: 1.5 }, 'entry.ideaId: An idea id is a whole number from 0 to 2147483647.'],
    [{ manualMinutes: 0 }, 'entry.manualMinutes: Minutes by hand are more than 0 and at most 10080.'],
    [
      { documentsFrom: 'summary..count' },
      'entry.documentsFrom: Documents are counted per "execution" or from a field of the return value, such as "summary.count" (at most 200 characters).',
    ],
  ])('refuses %o with a 400 that says the rule, storing nothing', async (change, message) => {
    const answer = await send('POST', '/catalog/robots', { entry: { ...robot, ...change } });
    expect({ status: answer.status, body: (await answer.json()) as unknown }).toEqual({
      status: 400,
      body: { error: 'invalid-request', message },
    });
    expect(await robots()).toEqual([]);
  });
});
