import { describe, expect, it } from 'vitest';
import { businessDayOf, cronOf, emptyWhen, whenOf, type WhenFields } from './cron-builder';

const cases: [string, Partial<WhenFields>, string, boolean][] = [
  [
    'monthly on the last business day at',
    { kind: 'monthly-business-day', time: '18:00', businessDay: 'last' },
    '0 18 * * *',
    false,
  ],
  ['every day at', { kind: 'daily', time: '07:05' }, '5 7 * * *', false],
  ['business days at', { kind: 'business-days', time: '07:00' }, '0 7 * * *', true],
  [
    'weekly on chosen days at',
    { kind: 'weekly', time: '18:30', days: ['5', '1', '3'] },
    '30 18 * * 1,3,5',
    false,
  ],
  ['weekly on Sunday', { kind: 'weekly', time: '09:00', days: ['0'] }, '0 9 * * 0', false],
  ['monthly on day N at', { kind: 'monthly', time: '06:00', dayOfMonth: '15' }, '0 6 15 * *', false],
  [
    'every N minutes between two hours',
    { kind: 'every-minutes', everyMinutes: '30', fromHour: '8', untilHour: '18' },
    '*/30 8-17 * * *',
    false,
  ],
  [
    'every N minutes in one hour',
    { kind: 'every-minutes', everyMinutes: '10', fromHour: '8', untilHour: '9' },
    '*/10 8 * * *',
    false,
  ],
  [
    'every N minutes all day',
    { kind: 'every-minutes', everyMinutes: '5', fromHour: '0', untilHour: '24' },
    '*/5 * * * *',
    false,
  ],
  ['a raw cron', { kind: 'cron', cron: ' 0  7 1-7 * 1 ' }, '0 7 1-7 * 1', false],
];

describe('the When builder', () => {
  it.each(cases)('%s writes its cron, and reads it back', (_, fields, cron, skipWeekends) => {
    const when = { ...emptyWhen, ...fields };
    expect(cronOf(when)).toBe(cron);
    const back = whenOf(cron, skipWeekends, businessDayOf(when));
    expect(back.kind).toBe(when.kind);
    expect(cronOf(back)).toBe(cron);
    expect(businessDayOf(back)).toBe(businessDayOf(when));
  });

  it("keeps a raw cron's business-day rule, and drops it from the cases that cannot say it", () => {
    const quarterly = whenOf('0 7 * 1,4,7,10 *', false, 'first');
    expect(quarterly).toMatchObject({ kind: 'cron', businessDay: 'first' });
    expect(businessDayOf(quarterly)).toBe('first');
    // The operator switched a first-business-day schedule to "every day at": no rule goes with it.
    expect(businessDayOf({ ...whenOf('0 7 * * *', false, 'first'), kind: 'daily' })).toBeNull();
  });

  it('writes nothing while a needed field is missing', () => {
    expect(cronOf({ ...emptyWhen, kind: 'daily', time: '' })).toBeUndefined();
    expect(cronOf({ ...emptyWhen, kind: 'weekly', time: '07:00', days: [] })).toBeUndefined();
    expect(cronOf({ ...emptyWhen, kind: 'every-minutes', fromHour: '18', untilHour: '8' })).toBeUndefined();
    expect(cronOf({ ...emptyWhen, kind: 'cron', cron: '0 7 * *' })).toBeUndefined();
  });

  it('shows any cron the builder would not write as the cron it is', () => {
    for (const cron of [
      '0 7 * * 1-5',
      '*/7 * * * *',
      '0 7 1 1 *',
      '0 7 * * * 2026',
      '0 25 * * *',
      '0 7 1 * 1',
    ]) {
      expect(whenOf(cron, false)).toEqual({ ...emptyWhen, kind: 'cron', cron });
    }
  });
});
