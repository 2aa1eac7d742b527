/**
 * `/api/schedules` as a script calls it: the session cookie and X-Requested-By, JSON in and out; bad
 * input named by its field, an old version refused, a secret value never answered nor logged.
 */
import { describe, expect, it } from 'vitest';
import { scheduleDetailSchema, scheduleSchema } from '../../src/api/workspace/schedules';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';

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
    const { app, logger } = await setup();
    const cookie = await signIn(app);
    const call = (method: string, path: string, json?: unknown) =>
      app.request(`${base}${path}`, {
        method,
        headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    return { call, logger };
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
    expect(detail).toEqual({ ...schedule, fires: [] });
    expect(logger.lines.join('\n')).not.toContain('hunter2-secret');
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a cron that never fires', { cron: '0 0 30 2 *' }, 'cron'],
    ['an end before the start', { startsOn: '2031-02-01', endsOn: '2031-01-01' }, 'endsOn'],
    ['a missing robot', { robotId: undefined }, 'robotId'],
  ])('answers 400 naming the field for %s, and saves nothing', async (_, changes, field) => {
    const { call } = await client();
    const answer = await call('POST', '', { ...body, ...changes });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(field);
    expect(await (await call('GET', '')).json()).toEqual([]);
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
});
