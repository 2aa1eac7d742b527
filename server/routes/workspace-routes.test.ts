import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceDatabase } from '../storage/database';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import { testSessionSecret } from '../testing/test-helpers';
import { openWorkspace } from '../workspace';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const t0 = Date.UTC(2030, 5, 1);

describe(`the workspace API (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  let now = t0;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    const workspace = await openWorkspace(database, testSessionSecret, () => now);
    app = workspaceRoutesAlone(workspace, { now: Date.now });
  });
  beforeEach(async () => {
    now = t0;
    for (const table of [
      'executions',
      'catalog_runtimes',
      'catalog_robots',
      'activity',
      'reporting_sends',
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  const as = (user: string, init: Omit<RequestInit, 'headers'> = {}) => ({
    ...init,
    headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
  });
  const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

  it('answers 401 without a session', async () => {
    const answer = await app.request('/executions');
    expect(answer.status).toBe(401);
  });

  it('tracks an execution once, refuses an id that cannot work, and pages the journal with its filters', async () => {
    const tracked = await app.request(
      '/executions',
      as('ana', json({ computerId: 'RUNTIME-01', executionId: 'E1' })),
    );
    expect(tracked.status).toBe(201);
    expect(await tracked.json()).toMatchObject({ executionId: 'E1', startedBy: 'ana', source: 'track' });
    expect(
      (await app.request('/executions', as('bia', json({ computerId: 'RUNTIME-01', executionId: 'E1' }))))
        .status,
    ).toBe(200);
    const refused = await app.request(
      '/executions',
      as('ana', json({ computerId: 'a/b', executionId: 'E1' })),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid-request',
      message: 'computerId: The Runtime ID cannot contain "/" or "\\".',
    });

    const mine = await app.request('/executions?mine=1&status=Unknown&limit=10', as('bia'));
    expect(await mine.json()).toEqual({ items: [], total: 0 });
    const anas = await app.request('/executions?mine=true&status=Unknown', as('ana'));
    expect(await anas.json()).toMatchObject({ total: 1, items: [{ executionId: 'E1' }] });
    const bad = await app.request('/executions?limit=100000', as('ana'));
    expect(bad.status).toBe(400);
    expect((await app.request('/executions/RUNTIME-01/E1', as('ana'))).status).toBe(200);
    expect((await app.request('/executions/RUNTIME-01/NOPE', as('ana'))).status).toBe(404);
  });

  it('refuses a catalog edit made from an old version with who changed it, and logs every change', async () => {
    const entry = { computerId: 'RUNTIME-01', name: 'Main', description: '' };
    expect((await app.request('/catalog/runtimes', as('ana', json({ entry })))).status).toBe(201);
    now += 60_000;
    const bia = await app.request(
      '/catalog/runtimes/RUNTIME-01',
      as('bia', {
        method: 'PUT',
        body: JSON.stringify({ entry: { ...entry, name: 'Main (Bia)' }, version: 1 }),
      }),
    );
    expect(bia.status).toBe(200);
    const ana = await app.request(
      '/catalog/runtimes/RUNTIME-01',
      as('ana', {
        method: 'PUT',
        body: JSON.stringify({ entry: { ...entry, name: 'Main (Ana)' }, version: 1 }),
      }),
    );
    expect(ana.status).toBe(409);
    expect(await ana.json()).toMatchObject({
      error: 'conflict',
      changedBy: 'bia',
      changedAt: t0 + 60_000,
      current: { name: 'Main (Bia)' },
    });
    expect((await app.request('/catalog/runtimes/RUNTIME-01', as('ana', { method: 'DELETE' }))).status).toBe(
      400,
    );
    expect(
      (await app.request('/catalog/runtimes/RUNTIME-01?version=2', as('ana', { method: 'DELETE' }))).status,
    ).toBe(200);
    const log = (await (
      await app.request('/activity?action=catalog-save&action=catalog-delete', as('ana'))
    ).json()) as { items: { actor: string; action: string }[] };
    expect(log.items.map((item) => `${item.actor} ${item.action}`)).toEqual([
      'ana catalog-delete',
      'bia catalog-save',
      'ana catalog-save',
    ]);
  });

  it('says plainly what is wrong with a catalog entry', async () => {
    const answer = await app.request(
      '/catalog/robots',
      as('ana', json({ entry: { robotId: '..', name: 'x' } })),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'invalid-request',
      message: 'entry.robotId: The Robot ID cannot be "." or "..".',
    });
    const notJson = await app.request('/catalog/robots', as('ana', { method: 'POST', body: '{' }));
    expect(await notJson.json()).toEqual({ error: 'invalid-request', message: 'The body must be JSON.' });
  });

  it('moves in what a browser kept once: secrets masked, team entries never replaced, a second time adds nothing', async () => {
    const robot = {
      robotId: 'invoice-bot',
      name: 'Invoices',
      variables: [{ name: 'password', type: 'text', secret: true }],
    };
    expect((await app.request('/catalog/robots', as('bia', json({ entry: robot })))).status).toBe(201);
    const kept = {
      executions: [
        {
          computerId: 'RUNTIME-01',
          executionId: 'OLD-1',
          robotId: 'invoice-bot',
          run: { apiVersion: 'v2', variables: [{ name: 'password', type: 'text', value: 'hunter2' }] },
          source: 'run',
          addedAt: t0 - 86_400_000,
          status: 'SUCCESS',
          init: t0 - 86_400_000,
          endedAt: t0 - 86_000_000,
          ended: true,
        },
      ],
      catalog: {
        runtimes: [{ computerId: 'RUNTIME-01', name: 'Main' }],
        robots: [{ robotId: 'invoice-bot', name: 'My own name for it' }],
      },
      history: [
        {
          form: 'job-positions',
          sentAt: t0 - 1000,
          payload: { title: 'Clerk', hourValue: 18 },
          outcome: 'sent',
        },
        { form: 'job-positions', sentAt: t0 - 999, payload: { nonsense: true }, outcome: 'sent' },
      ],
    };
    const first = await app.request('/move-in', as('ana', json(kept)));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      added: { executions: 1, runtimes: 1, robots: 0, sends: 1 },
      alreadyThere: { executions: 0, runtimes: 0, robots: 1, sends: 0 },
      unreadableSends: 1,
    });
    const entry: unknown = await (await app.request('/executions/RUNTIME-01/OLD-1', as('ana'))).json();
    expect(entry).toMatchObject({
      startedBy: 'ana',
      status: 'SUCCESS',
      variables: [{ name: 'password', secret: true }],
    });
    expect(JSON.stringify(entry)).not.toContain('hunter2');
    const catalog = (await (await app.request('/catalog', as('ana'))).json()) as {
      robots: { name: string }[];
    };
    expect(catalog.robots.map((r) => r.name)).toEqual(['Invoices']);
    const again = await app.request('/move-in', as('ana', json(kept)));
    expect(await again.json()).toMatchObject({ added: { executions: 0, runtimes: 0, robots: 0, sends: 0 } });
    const log = (await (await app.request('/activity?action=moved-in', as('ana'))).json()) as {
      total: number;
    };
    expect(log.total).toBe(2);
  });
});
