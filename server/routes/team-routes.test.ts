/**
 * The team and its roles (docs/roles.md): the role of a first sign-in, ADMINS, `GET /session`, the team
 * page's routes, a change that counts at once for a session already open, the last admin, the activity log.
 */
import { describe, expect, it } from 'vitest';
import { sessionInfoSchema } from '../../src/api/schemas';
import { activityPageSchema } from '../../src/api/workspace/activity';
import { teamMemberSchema, teamSchema } from '../../src/api/workspace/team';
import { teamService } from '../services/team-service';
import { testStoreKind } from '../testing/test-databases';
import { csrf, fixedNow, queueExecution, setup, signIn } from '../testing/test-helpers';

const runPath = '/orchestrator/api/integration/v2/run/RUNTIME-01/invoice-bot';

async function team(env: Record<string, string>) {
  let now = fixedNow;
  const context = await setup(env, { now: () => now });
  const { app } = context;
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const roleOf = async (cookie: string) =>
    sessionInfoSchema.parse(await (await call(cookie, 'GET', '/session')).json()).role;
  const setRole = (cookie: string, username: string, role: string) =>
    call(cookie, 'PUT', `/api/team/${encodeURIComponent(username)}`, { role });
  return { ...context, call, roleOf, setRole, later: (ms: number) => (now += ms) };
}

describe(`the team's roles (${testStoreKind})`, () => {
  it('gives a first sign-in DEFAULT_ROLE (operator when unset), and the ADMINS admin, names without case', async () => {
    const { app, roleOf } = await team({ DEFAULT_ROLE: 'operator', ADMINS: ' Ana@Example.com ,x@y.z' });
    expect(await roleOf(await signIn(app, 'ana@example.com'))).toBe('admin');
    expect(await roleOf(await signIn(app, 'bo@example.com'))).toBe('operator');

    const unset = await team({ DEFAULT_ROLE: '' });
    expect(unset.config.DEFAULT_ROLE).toBe('operator');
    const viewers = await team({ DEFAULT_ROLE: 'viewer' });
    expect(await viewers.roleOf(await signIn(viewers.app, 'bo@example.com'))).toBe('viewer');
  });

  it('lists everyone signed in; a change counts at once for their open session, and is logged', async () => {
    const { app, call, roleOf, setRole, later, upstream } = await team({
      ADMINS: 'ana@example.com',
      DEFAULT_ROLE: 'viewer',
    });
    const ana = await signIn(app, 'ana@example.com');
    later(60_000);
    const bo = await signIn(app, 'BO@example.com');

    const listed = teamSchema.parse(await (await call(ana, 'GET', '/api/team')).json());
    expect(listed.members).toEqual([
      { username: 'ana@example.com', role: 'admin', firstSignInAt: fixedNow, lastSignInAt: fixedNow },
      {
        username: 'BO@example.com',
        role: 'viewer',
        firstSignInAt: fixedNow + 60_000,
        lastSignInAt: fixedNow + 60_000,
      },
    ]);
    // A viewer reads the team's work, not the team itself, and cannot run.
    expect((await call(bo, 'GET', '/api/team')).status).toBe(403);
    const refused = await call(bo, 'POST', runPath, { variables: [] });
    expect(refused.status).toBe(403);
    expect(upstream.apiRequests()).toHaveLength(0);

    later(60_000);
    const changed = await setRole(ana, 'bo@EXAMPLE.com', 'operator');
    expect(teamMemberSchema.parse(await changed.json())).toMatchObject({
      username: 'BO@example.com',
      role: 'operator',
      roleChangedBy: 'ana@example.com',
      roleChangedAt: fixedNow + 120_000,
    });
    // The same cookie, not signed in again: the next call already has the new role.
    expect(await roleOf(bo)).toBe('operator');
    expect((await call(bo, 'POST', runPath, { variables: [] })).status).toBe(200);

    const log = activityPageSchema.parse(
      await (await call(ana, 'GET', '/api/activity?action=role-change')).json(),
    );
    expect(log.items).toEqual([
      expect.objectContaining({
        actor: 'ana@example.com',
        action: 'role-change',
        target: 'BO@example.com',
        details: { from: 'viewer', to: 'operator' },
      }),
    ]);
    // The same role again changes nothing and logs nothing.
    expect((await setRole(ana, 'bo@example.com', 'operator')).status).toBe(200);
    const again = activityPageSchema.parse(
      await (await call(ana, 'GET', '/api/activity?action=role-change')).json(),
    );
    expect(again.total).toBe(1);
  });

  it('keeps the last admin, refuses an unknown person or role, and lets an admin step down when another is there', async () => {
    const { app, call, roleOf, setRole } = await team({ ADMINS: 'ana@example.com', DEFAULT_ROLE: 'viewer' });
    const ana = await signIn(app, 'ana@example.com');
    const bo = await signIn(app, 'bo@example.com');

    const last = await setRole(ana, 'ana@example.com', 'operator');
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: 'last-admin' });
    expect(await roleOf(ana)).toBe('admin');
    expect((await setRole(ana, 'nobody@example.com', 'admin')).status).toBe(404);
    const wrong = await setRole(ana, 'bo@example.com', 'owner');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'role: role must be viewer, operator or admin' });

    expect((await setRole(ana, 'bo@example.com', 'admin')).status).toBe(200);
    expect((await setRole(bo, 'ana@example.com', 'viewer')).status).toBe(200);
    expect(await roleOf(ana)).toBe('viewer');
    expect((await call(ana, 'GET', '/api/team')).status).toBe(403);
  });

  it('makes the ADMINS admins again at a start, and brings sessions older than the team into it', async () => {
    const { app, setRole, roleOf, workspace, config, call } = await team({
      ADMINS: 'ana@example.com',
      DEFAULT_ROLE: 'operator',
    });
    const ana = await signIn(app, 'ana@example.com');
    const cy = await signIn(app, 'cy@example.com');
    expect((await setRole(ana, 'cy@example.com', 'admin')).status).toBe(200);
    expect((await setRole(cy, 'ana@example.com', 'viewer')).status).toBe(200);
    // A session from before roles: its person is not in the team yet, and only reads meanwhile.
    const bo = await signIn(app, 'bo@example.com');
    await workspace.database.db.deleteFrom('team_members').where('person', '=', 'bo@example.com').execute();
    expect(await roleOf(bo)).toBe('viewer');

    const started = await teamService({
      ...workspace,
      settings: { admins: config.ADMINS, defaultRole: config.DEFAULT_ROLE },
      now: () => fixedNow,
    }).prepare();
    // Ana again and Cy: the start's count, which warns in the log when it is none.
    expect(started.admins).toBe(2);
    expect(await roleOf(ana)).toBe('admin');
    expect(await roleOf(bo)).toBe('operator');
    const log = activityPageSchema.parse(
      await (await call(ana, 'GET', '/api/activity?action=role-change')).json(),
    );
    expect(log.items[0]).toMatchObject({
      actor: 'ADMINS',
      target: 'ana@example.com',
      details: { from: 'viewer', to: 'admin' },
    });
  });

  it('refuses a viewer the delete of a queued execution, which stays queued', async () => {
    const { app, call, upstream } = await team({ DEFAULT_ROLE: 'viewer' });
    queueExecution(upstream.sim, 'RUNTIME-01', 'E1');
    const bo = await signIn(app, 'bo@example.com');
    const refused = await call(bo, 'DELETE', '/orchestrator/api/integration/v1/delete/RUNTIME-01/E1');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'forbidden',
      message: 'Your role is viewer: this needs an operator or an admin of the team. Nothing was done.',
    });
    expect(upstream.sim.snapshot().executions.map((execution) => execution.id)).toEqual(['E1']);
    // Reading the result is a viewer's.
    expect((await call(bo, 'GET', '/orchestrator/api/integration/v1/result/RUNTIME-01/E1')).status).toBe(200);
  });
});
