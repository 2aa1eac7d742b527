/**
 * What the schedules' previews cost the server's thread, counted, never timed: the cron matches croner
 * reads (a zoned computation each), on a clock the test moves. A preview that can never fire is told at
 * once, the list answers from memory until a schedule's next fires change, and one caller's previews are
 * limited.
 */
import { Cron } from 'croner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleSchema } from '../../src/api/workspace/schedules';
import { testStoreKind } from '../testing/test-databases';
import { csrf, fixedNow, setup, signIn } from '../testing/test-helpers';

// Tuesday 1 January 2030, 00:00 UTC (21:00 on the 31st in São Paulo); 1 January is a national holiday.
const clock = { now: fixedNow };

const timing = { cron: '0 7 * * 1-5', timeZone: 'America/Sao_Paulo', holidays: 'BR-SP' };
const schedule = (name: string, changes: Record<string, unknown> = {}) => ({
  name,
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  ...timing,
  ...changes,
});

/** What `work` answered, and how many cron matches croner read meanwhile. */
async function counted<T>(work: () => Promise<T>): Promise<{ answer: T; matchesRead: number }> {
  const matches = vi.spyOn(Cron.prototype, 'nextRun');
  const answer = await work();
  return { answer, matchesRead: matches.mock.calls.length };
}

describe(`the schedules' previews, by their cost (${testStoreKind})`, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clock.now = fixedNow;
  });

  async function client() {
    const { app } = await setup({}, { now: () => clock.now });
    const as = async (username: string) => {
      const cookie = await signIn(app, username);
      return (method: string, path: string, json?: unknown) =>
        app.request(`/api${path}`, {
          method,
          headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
          ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        });
    };
    return { app, as, call: await as('ana@example.com') };
  }

  it('tells at once, from one short search, that a cron on weekends never fires on a weekday calendar', async () => {
    const { call } = await client();
    // Every 5 minutes on Saturdays and Sundays, skipping weekends: nothing in five years.
    const weekends = { ...timing, cron: '*/5 * * * 0,6', skipWeekends: true };
    const { answer, matchesRead } = await counted(async () => call('POST', '/schedules/preview', weekends));
    expect(matchesRead).toBeLessThan(10);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'invalid-request',
      message: 'cron: This cron never fires with this calendar (within five years).',
    });
  });

  it('lists the schedules from memory, searching one again once its first fire has passed', async () => {
    // Wednesday 2 January 2030, 06:30 in São Paulo (within the hour the simulator's sign-in lasts).
    clock.now = Date.parse('2030-01-02T09:30:00.000Z');
    const { call } = await client();
    const list = async () => scheduleSchema.array().parse(await (await call('GET', '/schedules')).json());
    const firsts = async () => (await list()).map((s) => s.nextFires[0]);
    const daily = scheduleSchema.parse(await (await call('POST', '/schedules', schedule('Daily'))).json());
    await call('POST', '/schedules', schedule('Monthly', { cron: '0 9 15 * *' }));
    await call('POST', '/schedules', schedule('Quarterly', { cron: '0 8 1 1,4,7,10 *' }));
    await list();

    const again = await counted(firsts);
    expect(again.matchesRead).toBe(0);
    expect(again.answer).toEqual([
      '2030-01-02T10:00:00.000Z',
      '2030-01-15T12:00:00.000Z',
      '2030-04-01T11:00:00.000Z',
    ]);

    // 07:00 in São Paulo has passed: the daily one's next fires start a day later, the others' stand.
    clock.now = Date.parse('2030-01-02T10:00:00.000Z');
    const later = await list();
    expect(later.map((s) => s.nextFires[0])).toEqual([
      '2030-01-03T10:00:00.000Z',
      '2030-01-15T12:00:00.000Z',
      '2030-04-01T11:00:00.000Z',
    ]);
    expect(later[0]?.nextFires).toHaveLength(10);

    // A change (a new version) and the team's no-run days are searched again too.
    await call('PATCH', `/schedules/${daily.id}`, { version: daily.version, cron: '0 8 * * 1-5' });
    expect((await firsts())[0]).toBe('2030-01-02T11:00:00.000Z');
    await call('PUT', '/no-run-days/2030-01-02', { note: 'Inventory' });
    expect((await firsts())[0]).toBe('2030-01-03T11:00:00.000Z');
  });

  it("limits one caller's previews to 60 a minute, well above a form's (one per pause in typing)", async () => {
    const { as, call } = await client();
    const preview = (caller = call) => caller('POST', '/schedules/preview', timing);
    for (let asked = 0; asked < 60; asked++) expect((await preview()).status).toBe(200);
    const refused = await preview();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({
      error: 'too-many-previews',
      message: expect.stringContaining('Try again in 60 seconds') as unknown,
      retryAfterSeconds: 60,
    });
    // Someone else is served meanwhile, and this caller again once the minute is over.
    expect((await preview(await as('bia@example.com'))).status).toBe(200);
    clock.now += 59_000;
    expect((await preview()).status).toBe(429);
    clock.now += 1_000;
    expect((await preview()).status).toBe(200);
  });
});
