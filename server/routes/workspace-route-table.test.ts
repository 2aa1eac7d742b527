import { describe, expect, it } from 'vitest';
import {
  sessionPath,
  workspacePrefix,
  workspaceRouteTable,
  type WorkspaceRouteName,
} from '../../src/api/workspace/routes';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';

const routeNames = Object.keys(workspaceRouteTable) as WorkspaceRouteName[];

describe(`the console's route table (${testStoreKind})`, () => {
  it.each(routeNames)('the server serves %s at its method and path', async (name) => {
    const { app } = await setup();
    const cookie = await signIn(app);
    const route = workspaceRouteTable[name];
    const answer = await app.request(`${workspacePrefix}${route.path.replace(/:\w+/g, 'X1')}`, {
      method: route.method,
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
    });
    // A stream (the live journal) is not read to its end.
    let text = '';
    if (route.path === '/events') await answer.body?.cancel();
    else text = await answer.text();
    expect(answer.status, text).not.toBe(405);
    expect(answer.status, text).not.toBe(401);
    expect(text).not.toContain('method-not-allowed');
  });

  it('the server serves the session at its path', async () => {
    const { app } = await setup();
    const answer = await app.request(sessionPath, { headers: csrf });
    expect(answer.status).toBe(200);
  });
});
