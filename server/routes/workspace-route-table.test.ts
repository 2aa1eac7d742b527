import { describe, expect, it } from 'vitest';
import {
  sessionPath,
  workspacePrefix,
  workspaceRouteTable,
  type WorkspaceRouteName,
} from '../../src/api/workspace/routes';
import { workspaceRouteSchemas } from '../../src/api/workspace/route-schemas';
import type { RouteDescription } from '../../src/api/workspace/route-description';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';

const routeNames = Object.keys(workspaceRouteTable) as WorkspaceRouteName[];

/** A signed-in admin's call to a route of the table: `path` under the prefix, the CSRF header, JSON. */
async function signedInCaller() {
  const { app } = await setup();
  const cookie = await signIn(app);
  return (method: string, path: string, body?: string) =>
    app.request(`${workspacePrefix}${path}`, {
      method,
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
}

describe(`the console's route table (${testStoreKind})`, () => {
  it.each(routeNames)('the server serves %s at its method and path', async (name) => {
    const call = await signedInCaller();
    const route = workspaceRouteTable[name];
    const answer = await call(route.method, route.path.replace(/:\w+/g, 'X1'));
    // A stream (the live journal) is not read to its end.
    let text = '';
    if (route.path === '/events') await answer.body?.cancel();
    else text = await answer.text();
    expect(answer.status, text).not.toBe(405);
    expect(answer.status, text).not.toBe(401);
    expect(text).not.toContain('method-not-allowed');
  });

  // Each route's input is checked by the server with the schemas its declaration gives (route-schemas.ts,
  // the ones the OpenAPI document shows), before its handler runs: no handler reads its input itself.
  const described = (name: WorkspaceRouteName): RouteDescription => workspaceRouteSchemas[name];
  const withBody = routeNames.filter((name) => described(name).body !== undefined);
  it.each(withBody)('%s refuses a body its declared schema refuses, naming no handler', async (name) => {
    const call = await signedInCaller();
    const route = workspaceRouteTable[name];
    // Each segment gets a value its schema takes (a day, an id, a number), so that only the body is wrong.
    const params = described(name).params ?? {};
    const path = route.path.replace(/:(\w+)/g, (_, segment: string) => {
      const schema = params[segment]?.schema;
      const samples = ['2026-12-25', crypto.randomUUID(), '1'];
      return samples.find((sample) => schema === undefined || schema.safeParse(sample).success) ?? '';
    });
    const answer = await call(route.method, path, JSON.stringify('not a record'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid-request' });
  });

  const checkedSegments = routeNames.flatMap((name) =>
    Object.entries(described(name).params ?? {})
      .filter(([, param]) => param.schema !== undefined)
      .map(([segment, param]) => ({ name, segment, notFound: param.notFound })),
  );
  it.each(checkedSegments)(
    "$name's :$segment that its schema refuses is answered as its declaration says",
    async ({ name, segment, notFound }) => {
      const call = await signedInCaller();
      const route = workspaceRouteTable[name];
      const answer = await call(
        route.method,
        route.path.replace(/:\w+/g, 'not-one'),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      );
      const body = (await answer.json()) as { error: string; message: string };
      if (notFound === undefined) {
        expect(answer.status).toBe(400);
        expect(body.error).toBe('invalid-request');
        expect(body.message).toMatch(new RegExp(`^${segment}: `));
      } else {
        expect(answer.status).toBe(404);
        expect(body).toEqual({ error: 'not-found', message: notFound });
      }
    },
  );

  it('reads a list from a repeated key and a flag from 1 or true, and refuses a flag that is neither', async () => {
    const call = await signedInCaller();
    const read = (query: string) => call('GET', `${workspaceRouteTable.journalPage.path}?${query}`);
    // A status read once as text, not as a list, would be refused.
    expect((await read('status=DONE&status=ERROR&mine=1&active=true')).status).toBe(200);
    const refused = await read('mine=maybe');
    expect(refused.status).toBe(400);
    const refusal = (await refused.json()) as { error: string; message: string };
    expect(refusal.error).toBe('invalid-request');
    expect(refusal.message).toMatch(/^mine: /);
    const tooMany = await read(Array.from({ length: 51 }, (_, i) => `status=S${i}`).join('&'));
    expect(tooMany.status).toBe(400);
  });

  it('the server serves the session at its path', async () => {
    const { app } = await setup();
    const answer = await app.request(sessionPath, { headers: csrf });
    expect(answer.status).toBe(200);
  });
});
