/**
 * `/api/alerts` and `/api/watchdog-settings` over HTTP: the open alerts and the latest of all, an
 * acknowledgement kept once (who, when, the note; logged), and the rules saved from the version read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../../src/api/schemas';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import {
  alertSchema,
  alertsPageSchema,
  defaultWatchdogRules,
  watchdogSettingsSchema,
  type WatchdogRules,
} from '../../src/api/workspace/alerts';
import { conflictBodySchema } from '../../src/api/workspace/catalog';
import { seedJournal } from '../testing/journal-seed';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const t0 = Date.UTC(2030, 5, 3, 9, 0);
const minute = 60_000;

describe(`the watchdogs' routes (${testStoreKind})`, () => {
  let now = t0;
  let workspace: Workspace;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    now = t0;
    workspace = await testWorkspace(() => now);
    app = workspaceRoutesAlone(workspace, { now: () => now });
  });

  const send = (method: string, path: string, body?: unknown, user = 'ana@example.test') =>
    app.request(path, {
      method,
      headers: { 'x-test-user': user, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const page = async (query = '') =>
    alertsPageSchema.parse(await (await send('GET', `/alerts${query}`)).json());

  /** Two executions queued too long on two Runtimes: alerts 1 and 2. */
  async function twoAlerts(): Promise<void> {
    await seedJournal(workspace.database.db, [
      { id: 'Q1', start: t0, status: 'PENDENT' },
      { id: 'Q2', runtime: 'RT2', start: t0 + minute, status: 'PENDENT' },
    ]);
    now = t0 + 20 * minute;
    await workspace.alerts.evaluate(now);
  }

  it('lists the open alerts, newest first, with their count, and the latest of all on asking', async () => {
    await twoAlerts();
    expect(await page()).toMatchObject({ items: [{ id: 2 }, { id: 1 }], open: 2 });
    expect(await page('?limit=1')).toMatchObject({ items: [{ id: 2 }], open: 2 });
    expect((await send('GET', '/alerts?state=later')).status).toBe(400);
    expect((await send('GET', '/alerts?limit=0')).status).toBe(400);

    await send('POST', '/alerts/2/acknowledge', {});
    expect(await page()).toMatchObject({ items: [{ id: 1 }], open: 1 });
    expect(await page('?state=all')).toMatchObject({ items: [{ id: 2 }, { id: 1 }], open: 1 });
  });

  it('keeps the first acknowledgement: who, when and the note; again answers the alert unchanged', async () => {
    await twoAlerts();
    now = t0 + 21 * minute;
    const first = await send('POST', '/alerts/1/acknowledge', { note: '  Restarted the Runtime  ' });
    expect(first.status).toBe(200);
    expect(alertSchema.parse(await first.json())).toMatchObject({
      id: 1,
      acknowledgedAt: t0 + 21 * minute,
      acknowledgedBy: 'ana@example.test',
      note: 'Restarted the Runtime',
      resolvedAt: null,
    });
    now = t0 + 22 * minute;
    const again = await send('POST', '/alerts/1/acknowledge', { note: 'Me too' }, 'bia@example.test');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      acknowledgedBy: 'ana@example.test',
      note: 'Restarted the Runtime',
    });
    // Without a note: none kept.
    expect(await (await send('POST', '/alerts/2/acknowledge', {})).json()).toMatchObject({ note: null });

    const logged = await workspace.activity.list(
      activityQuerySchema.parse({ action: ['alert-acknowledge'] }),
    );
    expect(logged.items.map((entry) => [entry.actor, entry.target, entry.details])).toEqual([
      ['ana@example.test', 'Q2', { alert: 2, kind: 'queued-too-long', computerId: 'RT2' }],
      [
        'ana@example.test',
        'Q1',
        { alert: 1, kind: 'queued-too-long', computerId: 'RT1', note: 'Restarted the Runtime' },
      ],
    ]);
  });

  it('answers 404 for an alert that does not exist, and 400 for a note too long', async () => {
    for (const id of ['99', 'X1', '0', '1.5', '99999999999']) {
      const answer = await send('POST', `/alerts/${id}/acknowledge`, {});
      expect(answer.status, id).toBe(404);
      expect(await answer.json()).toMatchObject({ error: 'not-found' });
    }
    await twoAlerts();
    expect((await send('POST', '/alerts/1/acknowledge', { note: 'x'.repeat(5_000) })).status).toBe(400);
  });

  it('answers the default rules until someone saves them, then from the version read', async () => {
    expect(watchdogSettingsSchema.parse(await (await send('GET', '/watchdog-settings')).json())).toEqual({
      rules: defaultWatchdogRules,
      version: 0,
      updatedBy: null,
      updatedAt: null,
    });
    const stricter: WatchdogRules = { ...defaultWatchdogRules, queued: { enabled: true, minutes: 5 } };
    const saved = await send('PUT', '/watchdog-settings', { rules: stricter, version: 0 });
    expect(saved.status).toBe(200);
    const settings = { rules: stricter, version: 1, updatedBy: 'ana@example.test', updatedAt: t0 };
    expect(await saved.json()).toEqual(settings);
    expect(await (await send('GET', '/watchdog-settings')).json()).toEqual(settings);

    // Bia edited the defaults she had read before Ana saved: refused, with Ana's rules.
    const late = await send(
      'PUT',
      '/watchdog-settings',
      { rules: defaultWatchdogRules, version: 0 },
      'bia@example.test',
    );
    expect(late.status).toBe(409);
    expect(conflictBodySchema.parse(await late.json())).toMatchObject({
      changedBy: 'ana@example.test',
      changedAt: t0,
      current: settings,
    });
    const logged = await workspace.activity.list(
      activityQuerySchema.parse({ action: ['watchdog-settings-save'] }),
    );
    expect(logged.items.map((entry) => [entry.actor, entry.details])).toEqual([
      ['ana@example.test', { version: 1 }],
    ]);
  });

  it('refuses rules out of bounds and a version never saved', async () => {
    const answer = await send('PUT', '/watchdog-settings', {
      rules: { ...defaultWatchdogRules, failures: { enabled: true, inARow: 0 } },
      version: 0,
    });
    expect(answer.status).toBe(400);
    const refused = serverErrorSchema.parse(await answer.json());
    expect(refused.error).toBe('invalid-request');
    expect(refused.message).toMatch(/inARow/);
    const never = await send('PUT', '/watchdog-settings', { rules: defaultWatchdogRules, version: 3 });
    expect(never.status).toBe(400);
    expect(serverErrorSchema.parse(await never.json()).message).toMatch(/^version:/);
  });
});
