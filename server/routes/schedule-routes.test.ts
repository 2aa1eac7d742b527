/**
 * `/api/schedules` as a script calls it: the session cookie and X-Requested-By, JSON in and out; bad
 * input named by its field, an old version refused, a secret value never answered nor logged.
 */
import { describe, expect, it } from 'vitest';
import {
  runNowAnswerSchema,
  scheduleDetailSchema,
  scheduleInputSchema,
  scheduleNoticesSchema,
  schedulePreviewSchema,
  scheduleSchema,
} from '../../src/api/workspace/schedules';
import type { Workspace } from '../workspace';
import { createScheduleService } from '../services/schedule-service';
import { schedulesRepository } from '../storage/schedules-repository';
import { createTokenSeal } from '../storage/token-seal';
import { testStoreKind } from '../testing/test-databases';
import { csrf, fixedNow, setup, signIn } from '../testing/test-helpers';

const database = (workspace: Workspace) => workspace.database.db;

const body = {
  name: 'Invoices at seven',
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  variables: [
    { name: 'customer', value: 'ACME' },
    { name: 'password', value: 'hunter2-secret', secret: true },
  ],
  cron: '0 7 * * 1-5',
  timeZone: 'America/Sao_Paulo',
  holidays: 'BR-SP',
};

describe(`/api/schedules (${testStoreKind})`, () => {
  async function client(base = '/api/schedules') {
    const { app, logger, upstream, workspace } = await setup();
    const cookie = await signIn(app);
    const call = (method: string, path: string, json?: unknown) =>
      app.request(`${base}${path}`, {
        method,
        headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    return { call, logger, upstream, workspace, app, cookie };
  }

  it('creates a schedule with the defaults, its next 10 fires, and never its secret value', async () => {
    const { call, logger } = await client();
    const created = await call('POST', '', body);
    expect(created.status).toBe(201);
    const text = await created.text();
    expect(text).not.toContain('hunter2-secret');
    const schedule = scheduleSchema.parse(JSON.parse(text));
    expect(schedule).toMatchObject({
      apiVersion: 'v2',
      skipWeekends: false,
      paused: false,
      overlap: 'skip',
      owner: 'ana@example.com',
      variables: [
        { name: 'customer', value: 'ACME', secret: false },
        { name: 'password', value: null, secret: true },
      ],
    });
    expect(schedule.nextFires).toHaveLength(10);
    expect(schedule.nextFires.every((at) => at.endsWith('T10:00:00.000Z'))).toBe(true);

    const listed = await call('GET', '');
    expect(await listed.json()).toEqual([schedule]);
    const detail = scheduleDetailSchema.parse(await (await call('GET', `/${schedule.id}`)).json());
    // 1 January 2030, the first weekday after now, is a national holiday: the preview says so.
    expect(detail).toEqual({
      ...schedule,
      skippedDays: [{ date: '2030-01-01', reason: expect.objectContaining({ kind: 'holiday' }) as unknown }],
      fires: [],
    });
    expect(logger.lines.join('\n')).not.toContain('hunter2-secret');
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a cron that never fires', { cron: '0 0 30 2 *' }, 'cron'],
    ['an end before the start', { startsOn: '2031-02-01', endsOn: '2031-01-01' }, 'endsOn'],
    ['a missing robot', { robotId: undefined }, 'robotId'],
    ['a business day that is not first or last', { businessDayOfMonth: 'second' }, 'businessDayOfMonth'],
  ])('answers 400 naming the field for %s, and saves nothing', async (_, changes, field) => {
    const { call } = await client();
    const answer = await call('POST', '', { ...body, ...changes });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(field);
    expect(await (await call('GET', '')).json()).toEqual([]);
  });

  it('keeps a zone by its canonical name, however it was typed', async () => {
    const { call } = await client();
    const created = await call('POST', '', { ...body, timeZone: 'america/sao_paulo' });
    expect(created.status).toBe(201);
    const schedule = scheduleSchema.parse(await created.json());
    expect(schedule.timeZone).toBe('America/Sao_Paulo');
    const patched = await call('PATCH', `/${schedule.id}`, { version: schedule.version, timeZone: 'utc' });
    expect(scheduleSchema.parse(await patched.json()).timeZone).toBe('UTC');
    const unknown = await call('POST', '', { ...body, timeZone: 'mars/olympus_mons' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toContain('"mars/olympus_mons"');
  });

  it("fires on the month's first business day: the holiday and the weekend passed over", async () => {
    const { call } = await client();
    const created = await call('POST', '', {
      ...body,
      cron: '0 7 * * *',
      holidays: 'BR',
      businessDayOfMonth: 'first',
    });
    expect(created.status).toBe(201);
    const schedule = scheduleSchema.parse(await created.json());
    expect(schedule.businessDayOfMonth).toBe('first');
    // 1 January 2030 is a holiday (a Tuesday): Wednesday 2; then Friday 1 February and Friday 1 March.
    expect(schedule.nextFires.slice(0, 3)).toEqual([
      '2030-01-02T10:00:00.000Z',
      '2030-02-01T10:00:00.000Z',
      '2030-03-01T10:00:00.000Z',
    ]);
  });

  it('changes what a patch sends from its version, refuses an old version, and deletes', async () => {
    const { call } = await client();
    const { id } = scheduleSchema.parse(await (await call('POST', '', body)).json());
    const paused = await call('PATCH', `/${id}`, { version: 1, paused: true, pauseNote: 'Month-end audit' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ version: 2, paused: true, nextFires: [], name: body.name });
    const stale = await call('PATCH', `/${id}`, { version: 1, name: 'Renamed' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: 'conflict', current: { version: 2, name: body.name } });

    expect((await call('DELETE', `/${id}`)).status).toBe(204);
    expect((await call('GET', `/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/${id}`)).status).toBe(404);
    expect((await call('GET', '/not-a-schedule-id')).status).toBe(404);
  });

  it('changes only what a patch sends: pausing keeps the values, the secret one and the calendar', async () => {
    const { call, workspace } = await client();
    const { id } = scheduleSchema.parse(
      await (await call('POST', '', { ...body, skipWeekends: true })).json(),
    );
    const paused = await call('PATCH', `/${id}`, { version: 1, paused: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({
      paused: true,
      skipWeekends: true,
      holidays: 'BR-SP',
      variables: [
        { name: 'customer', value: 'ACME', secret: false },
        { name: 'password', value: null, secret: true },
      ],
    });
    const firing = (await workspace.schedules.firing([id])).get(id);
    expect(firing?.target.variables).toContainEqual({
      name: 'password',
      value: 'hunter2-secret',
      secret: true,
    });
  });

  it("keeps the team's days without runs: set with a note, listed, removed; a date that is not one refused", async () => {
    const { call } = await client('/api/no-run-days');
    expect((await call('PUT', '/2026-12-24', { note: 'Christmas Eve: the office closes' })).status).toBe(204);
    expect((await call('PUT', '/24-12-2026', { note: 'The same, written the other way' })).status).toBe(400);
    expect((await call('PUT', '/2026-12-31', { note: '  ' })).status).toBe(400);
    expect(await (await call('GET', '')).json()).toEqual([
      { day: '2026-12-24', note: 'Christmas Eve: the office closes', updatedBy: 'ana@example.com' },
    ]);
    expect((await call('DELETE', '/2026-12-24')).status).toBe(204);
    expect((await call('DELETE', '/2026-12-24')).status).toBe(404);
    expect(await (await call('GET', '')).json()).toEqual([]);
  });

  it('runs a schedule now as the operator who asks: one run call, in the journal as the schedule’s, its secret masked', async () => {
    const { call, upstream, logger, workspace } = await client();
    const { id } = scheduleSchema.parse(await (await call('POST', '', { ...body, paused: true })).json());
    const answer = await call('POST', `/${id}/run`);
    expect(answer.status).toBe(201);
    const started = runNowAnswerSchema.parse(await answer.json());
    expect(started.computerId).toBe('RUNTIME-01');

    const runs = upstream.apiRequests().filter((request) => request.url.includes('/v2/run/'));
    expect(runs.map((request) => new URL(request.url).pathname)).toEqual([
      '/base/api/integration/v2/run/RUNTIME-01/invoice-bot',
    ]);
    // The values as typed, the secret one opened for the call only, each typed as the catalog would.
    expect(JSON.parse(runs[0]?.body ?? '')).toEqual({
      variables: [
        { name: 'customer', type: 'text', value: 'ACME' },
        { name: 'password', type: 'text', value: 'hunter2-secret' },
      ],
    });
    const entry = await workspace.journal.find('RUNTIME-01', started.executionId);
    expect(entry).toMatchObject({
      startedBy: 'ana@example.com',
      schedule: { id, name: 'Invoices at seven' },
      variables: [
        { name: 'customer', type: 'text', value: 'ACME' },
        { name: 'password', type: 'text', secret: true },
      ],
    });
    expect(JSON.stringify(entry)).not.toContain('hunter2-secret');
    const detail = scheduleDetailSchema.parse(await (await call('GET', `/${id}`)).json());
    expect(detail.fires).toMatchObject([{ state: 'started', execution: started }]);
    expect(detail.lastFire).toMatchObject({ state: 'started', execution: started });
    expect(logger.lines.join('\n')).not.toContain('hunter2-secret');
  });

  it('says in its own words when the service refuses a run now, and keeps the refusal in the history', async () => {
    const { call, upstream } = await client();
    const { id } = scheduleSchema.parse(await (await call('POST', '', body)).json());
    upstream.use((request, signal) =>
      request.url.includes('/run/')
        ? new Response('Runtime RUNTIME-01 is offline (internal: host 10.0.0.7)', { status: 409 })
        : upstream.simulate(request, signal),
    );
    const answer = await call('POST', `/${id}/run`);
    expect(answer.status).toBe(502);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'upstream-conflict' });
    expect(text).not.toContain('10.0.0.7');
    const detail = scheduleDetailSchema.parse(await (await call('GET', `/${id}`)).json());
    expect(detail.fires).toMatchObject([{ state: 'failed', reason: 'refused', detail: 'upstream-conflict' }]);
    expect((await call('POST', '/00000000-0000-4000-8000-000000000000/run')).status).toBe(404);
  });

  it('says when its secret values cannot be opened: refuses a change leaving them empty and a run now', async () => {
    const { call, upstream, workspace, app, cookie } = await client();
    // Saved by an instance started with another SESSION_SECRET.
    const elsewhere = createScheduleService({
      schedules: schedulesRepository(database(workspace)),
      activity: workspace.activity,
      seal: await createTokenSeal('a-session-secret-of-another-instance-32'),
      now: () => fixedNow,
    });
    const saved = await elsewhere.create(scheduleInputSchema.parse(body), 'ana@example.com');
    if (saved.kind !== 'saved') throw new Error('not saved');
    const { id } = saved.schedule;
    const detail = scheduleDetailSchema.parse(await (await call('GET', `/${id}`)).json());
    expect(detail.secretsUnreadable).toBe(true);

    const changed = await call('PATCH', `/${id}`, { version: 1, cron: '0 8 * * 1-5' });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toMatchObject({
      error: 'invalid-request',
      message: expect.stringMatching(
        /^variables\.1\.value: The saved value of password .*type it again/,
      ) as string,
    });

    const run = await call('POST', `/${id}/run`);
    expect(run.status).toBe(409);
    expect(await run.json()).toMatchObject({ error: 'secret-unreadable' });
    expect(upstream.apiRequests().filter((request) => request.url.includes('/run/'))).toEqual([]);
    const after = scheduleDetailSchema.parse(await (await call('GET', `/${id}`)).json());
    expect(after.fires).toMatchObject([{ state: 'failed', reason: 'secret-unreadable' }]);
    // Answered at once to the operator who asked: not announced as well.
    const notices = await app.request('/api/schedule-notices?after=0', { headers: { Cookie: cookie } });
    expect(scheduleNoticesSchema.parse(await notices.json()).notices).toEqual([]);
  });

  it('tells the owner, and only the owner, of a fire that went wrong, from a cursor', async () => {
    const { call, workspace, app, cookie } = await client();
    const { id } = scheduleSchema.parse(await (await call('POST', '', body)).json());
    const notices = async (query = '') => {
      const answer = await app.request(`/api/schedule-notices${query}`, { headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      return scheduleNoticesSchema.parse(await answer.json());
    };
    const empty = await notices();
    expect(empty.notices).toEqual([]);
    // A fire due now and missed for want of anyone to run it as, recorded as the scheduler records it.
    await database(workspace)
      .updateTable('schedules')
      .set({ next_due_at: new Date(fixedNow) })
      .execute();
    const [claimed] = await workspace.scheduleFires.claimDue('test', fixedNow, 60_000, 10, (ids) =>
      workspace.schedules.calendars(ids),
    );
    if (claimed === undefined) throw new Error('nothing was due');
    await workspace.scheduleFires.finish(claimed.fireId, 'test', fixedNow, {
      state: 'missed',
      reason: 'no-one-signed-in',
      announce: true,
    });
    const told = await notices(`?after=${empty.cursor}`);
    expect(told.notices).toMatchObject([
      { scheduleId: id, scheduleName: 'Invoices at seven', state: 'missed', reason: 'no-one-signed-in' },
    ]);
    expect((await notices(`?after=${told.cursor}`)).notices).toEqual([]);
    const bad = await app.request('/api/schedule-notices?after=soon', { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    // Another operator is not told of Ana's schedule.
    const other = await signIn(app, 'bia@example.com');
    const theirs = await app.request('/api/schedule-notices?after=0', { headers: { Cookie: other } });
    expect(scheduleNoticesSchema.parse(await theirs.json()).notices).toEqual([]);
  });

  it('previews settings not saved yet: the next fires and why the calendar skips each day it skips', async () => {
    const { call } = await client();
    const timing = { cron: '0 7 * * *', timeZone: 'America/Sao_Paulo', skipWeekends: true, holidays: 'BR' };
    const answer = await call('POST', '/preview', timing);
    expect(answer.status).toBe(200);
    const preview = schedulePreviewSchema.parse(await answer.json());
    // 1 January 2030 is a Tuesday and a national holiday; the 5th and 6th are a weekend.
    expect(preview.nextFires.slice(0, 4)).toEqual([
      '2030-01-02T10:00:00.000Z',
      '2030-01-03T10:00:00.000Z',
      '2030-01-04T10:00:00.000Z',
      '2030-01-07T10:00:00.000Z',
    ]);
    expect(preview.skippedDays.slice(0, 3)).toMatchObject([
      { date: '2030-01-01', reason: { kind: 'holiday', scope: 'national' } },
      { date: '2030-01-05', reason: { kind: 'weekend' } },
      { date: '2030-01-06', reason: { kind: 'weekend' } },
    ]);
    const bad = await call('POST', '/preview', { ...timing, timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^timeZone/);
    // A saved schedule's page shows the same.
    const { id } = scheduleSchema.parse(await (await call('POST', '', { ...body, ...timing })).json());
    const detail = scheduleDetailSchema.parse(await (await call('GET', `/${id}`)).json());
    expect(detail.skippedDays).toEqual(preview.skippedDays);
  });
});
