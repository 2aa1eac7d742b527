/**
 * Every route of both tables (the console's own and the service's endpoints) called by a viewer, an
 * operator and an admin (docs/roles.md). Below the row's role: 403 `forbidden`, and nothing changed, in
 * the database or at the upstream. At or above it: served (whatever the route then says of the input).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { browserPrefix, endpointNames, endpoints } from '../../src/api/endpoints';
import { allows, roles, type Role } from '../../src/api/roles';
import {
  workspacePrefix,
  workspaceRouteTable,
  type WorkspaceRouteName,
} from '../../src/api/workspace/routes';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';
import type { Workspace } from '../workspace';

const admin = 'ana@example.com';
const operator = 'cy@example.com';
const viewer = 'bo@example.com';

/** Every table's rows, one text per table, in one query: equal answers, nothing changed. */
async function everyRowOf(workspace: Workspace): Promise<() => Promise<unknown>> {
  const tables = (await workspace.database.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'));
  const query = sql`select ${sql.join(
    tables.map(
      (name) =>
        sql`(select string_agg(t::text, '|' order by t::text) from ${sql.table(name)} t) as ${sql.ref(name)}`,
    ),
  )}`;
  return async () => (await query.execute(workspace.database.db)).rows[0];
}

/** A body that reads as the route's (the refusal must come first whatever is sent). */
const bodies: Partial<Record<WorkspaceRouteName, unknown>> = {
  track: { computerId: 'RUNTIME-01', executionId: 'E-WALK' },
  acknowledgeAlert: { note: 'Seen' },
  createRuntime: { entry: { computerId: 'RT-WALK', name: 'Walk', description: '' } },
  createRobot: { entry: { robotId: 'walk-bot', name: 'Walk bot', description: '', computerIds: [] } },
  changeRole: { role: 'admin' },
  saveNoRunDay: { note: 'Walk day' },
};

const endpointBodies: Partial<Record<string, unknown>> = {
  runV1: { variables: [] },
  runV2: { variables: [] },
  supplier: { name: 'Walk supplier', cnpj: '11222333000181' },
  jobPosition: { title: 'Walker' },
};

const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'username' ? encodeURIComponent(viewer) : 'X1'));

describe(`every route answers by the caller's role (${testStoreKind})`, () => {
  it('refuses whoever is below the route table, changing nothing, and serves the others', async () => {
    const { app, upstream, workspace } = await setup({ ADMINS: admin, DEFAULT_ROLE: 'viewer' });
    const everyRow = await everyRowOf(workspace);
    const cookies: Record<Role, string> = {
      admin: await signIn(app, admin),
      viewer: await signIn(app, viewer),
      operator: await signIn(app, operator),
    };
    const madeOperator = await app.request(`${workspacePrefix}/team/${encodeURIComponent(operator)}`, {
      method: 'PUT',
      headers: { ...csrf, Cookie: cookies.admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: 'operator' }),
    });
    expect(madeOperator.status).toBe(200);

    const calls = [
      ...(Object.keys(workspaceRouteTable) as WorkspaceRouteName[]).map((name) => {
        const { method, path, role } = workspaceRouteTable[name];
        return { name, method, url: `${workspacePrefix}${fill(path)}`, role, body: bodies[name] ?? {} };
      }),
      ...endpointNames.flatMap((name) => {
        const def = endpoints[name];
        if (!def.browser) return [];
        const path = fill(def.path);
        return [
          {
            name,
            method: def.method,
            url: `${browserPrefix[def.upstream]}${path}`,
            role: def.role,
            body: def.method === 'GET' ? undefined : (endpointBodies[name] ?? {}),
          },
        ];
      }),
    ];
    // The viewer's and the operator's refusals first, while there is most to change.
    for (const caller of roles) {
      const runsBefore = upstream.sim.snapshot().executions.length;
      for (const call of calls) {
        const allowed = allows(caller, call.role);
        const before = allowed ? undefined : { rows: await everyRow(), upstream: upstream.requests.length };
        const answer = await app.request(call.url, {
          method: call.method,
          headers: { ...csrf, Cookie: cookies[caller], 'Content-Type': 'application/json' },
          ...(call.method === 'GET' || call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        });
        const what = `${caller} ${call.method} ${call.url}`;
        if (before === undefined) {
          // A stream (the live journal) is not read to its end.
          if (call.url.endsWith('/events')) await answer.body?.cancel();
          else await answer.text();
          expect(answer.status, what).not.toBe(403);
          expect(answer.status, what).not.toBe(401);
          continue;
        }
        expect(answer.status, what).toBe(403);
        expect(await answer.json(), what).toMatchObject({
          error: 'forbidden',
          message: expect.stringContaining(`Your role is ${caller}`) as unknown,
        });
        expect(upstream.requests.length, what).toBe(before.upstream);
        expect(await everyRow(), what).toEqual(before.rows);
      }
      // Whatever the table calls a read, a viewer's calls started nothing at the service.
      if (caller === 'viewer') expect(upstream.sim.snapshot().executions).toHaveLength(runsBefore);
    }
  });
});
