/**
 * `/api/reporting-plans` on the server (issue 36): an admin creates a plan and reads its next sends in its
 * zone, a field the server refuses is named, an edit from an old version is refused with who changed it,
 * and each change is in the activity log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { activityQuerySchema } from '../../src/api/workspace/activity';
import type { ReportingPlan } from '../../src/api/workspace/reporting-plans';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

/** Monday 3 June 2030, 12:00 in São Paulo (UTC−3). */
const t0 = Date.UTC(2030, 5, 3, 15, 0);
const plan = {
  ideaId: 31,
  period: 'day',
  timeZone: 'america/sao_paulo',
  sendAt: '00:30',
  records: ['rpa', 'volumetry'],
};

describe(`the reporting plans' routes (${testStoreKind})`, () => {
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

  it('creates a plan with its defaults and answers its next five sends in its zone', async () => {
    const created = await send('POST', '/reporting-plans', plan);
    expect(created.status).toBe(201);
    const body = (await created.json()) as ReportingPlan;
    expect(body).toMatchObject({
      ideaId: 31,
      timeZone: 'America/Sao_Paulo',
      approval: true,
      excludeManual: false,
      excludedRobots: [],
      sendZeros: false,
      paused: false,
      version: 1,
      createdBy: 'ana@example.test',
    });
    expect(body.nextSends).toEqual([4, 5, 6, 7, 8].map((day) => `2030-06-0${day}T03:30:00.000Z`));
    expect(await (await send('GET', `/reporting-plans/${body.id}`)).json()).toEqual(body);
    expect(await (await send('GET', '/reporting-plans')).json()).toEqual([body]);
    expect(
      (await workspace.activity.list(activityQuerySchema.parse({ action: ['reporting-plan-create'] }))).items,
    ).toMatchObject([
      { actor: 'ana@example.test', target: '31', details: { period: 'day', sendAt: '00:30' } },
    ]);
  });

  it.each([
    [
      { ...plan, sendAt: '24:00' },
      'sendAt: A day\'s figures go at a time of the next day, "HH:MM" from 00:00 to 23:59.',
    ],
    [
      { ...plan, period: 'hour' },
      'sendAt: An hour\'s figures go at a minute of the next hour, "MM" from 00 to 59.',
    ],
    [{ ...plan, timeZone: 'Mars/Olympus' }, 'timeZone: Unknown time zone "Mars/Olympus".'],
    [{ ...plan, records: [] }, 'records: Choose the records to send: rpa, volumetry or both.'],
  ])('refuses %o naming the field, and keeps nothing', async (body, message) => {
    const answer = await send('POST', '/reporting-plans', body);
    expect({ status: answer.status, body: (await answer.json()) as unknown }).toEqual({
      status: 400,
      body: { error: 'invalid-request', message },
    });
    expect(await (await send('GET', '/reporting-plans')).json()).toEqual([]);
  });

  it('patches from the version read, checks the send time against the new period, pauses with a note', async () => {
    const { id } = (await (await send('POST', '/reporting-plans', plan)).json()) as ReportingPlan;
    const toHour = await send('PATCH', `/reporting-plans/${id}`, { period: 'hour', version: 1 });
    expect(toHour.status).toBe(400);
    const hourly = await send('PATCH', `/reporting-plans/${id}`, {
      period: 'hour',
      sendAt: '05',
      version: 1,
    });
    expect(await hourly.json()).toMatchObject({
      period: 'hour',
      sendAt: '05',
      version: 2,
      nextSends: [
        '2030-06-03T15:05:00.000Z',
        '2030-06-03T16:05:00.000Z',
        '2030-06-03T17:05:00.000Z',
        '2030-06-03T18:05:00.000Z',
        '2030-06-03T19:05:00.000Z',
      ],
    });

    const stale = await send(
      'PATCH',
      `/reporting-plans/${id}`,
      { approval: false, version: 1 },
      'bia@example.test',
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ changedBy: 'ana@example.test', current: { version: 2 } });

    const paused = await send('PATCH', `/reporting-plans/${id}`, {
      paused: true,
      pauseNote: 'Idea on hold',
      version: 2,
    });
    expect(await paused.json()).toMatchObject({ paused: true, pauseNote: 'Idea on hold', nextSends: [] });
    expect(
      (await workspace.activity.list(activityQuerySchema.parse({ action: ['reporting-plan-change'] }))).items,
    ).toMatchObject([
      { details: { version: 3, changed: 'paused, pauseNote', note: 'Idea on hold' } },
      { details: { version: 2, changed: 'period, sendAt' } },
    ]);
  });

  // Who may do what is the route table's (roles-route-walk.test.ts walks every route).
  it('deletes a plan once, and logs it', async () => {
    const { id } = (await (await send('POST', '/reporting-plans', plan)).json()) as ReportingPlan;
    expect((await send('DELETE', `/reporting-plans/${id}`)).status).toBe(204);
    expect((await send('DELETE', `/reporting-plans/${id}`)).status).toBe(404);
    expect((await send('GET', `/reporting-plans/${id}`)).status).toBe(404);
    expect(
      (await workspace.activity.list(activityQuerySchema.parse({ action: ['reporting-plan-delete'] }))).items,
    ).toHaveLength(1);
  });
});
