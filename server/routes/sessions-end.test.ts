/**
 * Ending every session of a person at once (docs/security.md): "Sign out everywhere" (`DELETE
 * /session/everywhere`) for one's own, and an admin's `DELETE /api/team/{username}/sessions` for anyone's.
 * Each session was read just before, so the embedded store's memory of it (session-cache.ts) must not
 * outlive it. Two instances on one PostgreSQL: sign-out-instances.postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { activityPageSchema } from '../../src/api/workspace/activity';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';

async function people() {
  const context = await setup({ ADMINS: 'ana@example.com', DEFAULT_ROLE: 'viewer' });
  const { app } = context;
  const call = (cookie: string | undefined, method: string, path: string) =>
    app.request(path, { method, headers: { ...csrf, ...(cookie === undefined ? {} : { Cookie: cookie }) } });
  /** Whether the cookie's session is still alive: a read of the journal, which needs one. */
  const alive = async (cookie: string) => {
    const answer = await call(cookie, 'GET', '/api/executions');
    await answer.text();
    if (answer.status !== 200 && answer.status !== 401) throw new Error(`unexpected ${answer.status}`);
    return answer.status === 200;
  };
  const logged = async (cookie: string, action: string) =>
    activityPageSchema.parse(await (await call(cookie, 'GET', `/api/activity?action=${action}`)).json())
      .items;
  const sessionRows = () => context.workspace.sessions.count();
  return { ...context, call, alive, logged, sessionRows };
}

describe(`ending every session of a person (${testStoreKind})`, () => {
  it('signs out everywhere: all of the caller’s sessions end, this one too, and nobody else’s', async () => {
    const { app, call, alive, logged, sessionRows } = await people();
    const here = await signIn(app, 'bo@example.com');
    const elsewhere = await signIn(app, 'BO@example.com');
    const someoneElse = await signIn(app, 'ana@example.com');
    for (const cookie of [here, elsewhere, someoneElse]) expect(await alive(cookie)).toBe(true);

    const answer = await call(here, 'DELETE', '/session/everywhere');
    expect(answer.status).toBe(204);
    // The browser is told to drop its cookie, as a sign-out tells it.
    expect(answer.headers.getSetCookie()[0]).toMatch(/^robot-console-session=;.*Max-Age=0/);
    expect(await alive(here)).toBe(false);
    expect(await alive(elsewhere)).toBe(false);
    expect(await alive(someoneElse)).toBe(true);
    expect(await sessionRows()).toBe(1);
    expect(await logged(someoneElse, 'sign-out-everywhere')).toEqual([
      expect.objectContaining({ actor: 'bo@example.com', target: 'session', details: { sessions: 2 } }),
    ]);

    // Without a session there is nobody to sign out: refused, and nothing changes.
    for (const cookie of [here, undefined]) {
      const refused = await call(cookie, 'DELETE', '/session/everywhere');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'unauthenticated' });
    }
    expect(await alive(someoneElse)).toBe(true);
    expect(await logged(someoneElse, 'sign-out-everywhere')).toHaveLength(1);
  });

  it('lets an admin end all of someone’s sessions, refusing a viewer and an operator before anything changes', async () => {
    const { app, call, alive, logged, sessionRows } = await people();
    const ana = await signIn(app, 'ana@example.com');
    const bo = [await signIn(app, 'bo@example.com'), await signIn(app, 'bo@example.com')] as const;
    const cy = await signIn(app, 'cy@example.com');
    const madeOperator = await app.request('/api/team/cy%40example.com', {
      method: 'PUT',
      headers: { ...csrf, Cookie: ana, 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: 'operator' }),
    });
    expect(madeOperator.status).toBe(200);
    const endBo = (cookie: string) => call(cookie, 'DELETE', '/api/team/BO%40example.com/sessions');

    // A viewer (Bo himself) and an operator are below the route's role: 403, every session stays.
    for (const cookie of [bo[0], cy]) {
      const refused = await endBo(cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: 'forbidden' });
    }
    expect(await sessionRows()).toBe(4);
    for (const cookie of [...bo, ana, cy]) expect(await alive(cookie)).toBe(true);
    expect(await logged(ana, 'sessions-end')).toEqual([]);

    const ended = await endBo(ana);
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 2 });
    for (const cookie of bo) expect(await alive(cookie)).toBe(false);
    expect(await alive(ana)).toBe(true);
    expect(await alive(cy)).toBe(true);
    expect(await logged(ana, 'sessions-end')).toEqual([
      expect.objectContaining({
        actor: 'ana@example.com',
        target: 'bo@example.com',
        details: { sessions: 2 },
      }),
    ]);

    // Nobody of that name: 404, nothing logged.
    expect((await call(ana, 'DELETE', '/api/team/nobody%40example.com/sessions')).status).toBe(404);
    expect(await logged(ana, 'sessions-end')).toHaveLength(1);

    // An admin may end their own: then they are signed out too.
    const own = await call(ana, 'DELETE', '/api/team/ana%40example.com/sessions');
    expect(await own.json()).toEqual({ ended: 1 });
    expect(await alive(ana)).toBe(false);
    expect(await alive(cy)).toBe(true);
  });
});
