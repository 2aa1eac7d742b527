/**
 * When a schedule fires: instants are given, never read from the machine's clock or zone, so every
 * answer below is the same on any day and in any zone.
 */
import { describe, expect, it } from 'vitest';
import { checkTiming, nextFires, skipReason, TimingError } from './schedule-calendar';
import { testTiming as timing } from '../testing/schedule-timing';

const iso = (fires: { fires: { at: Date }[] }) => fires.fires.map((fire) => fire.at.toISOString());

describe('a schedule in a zone with daylight saving (America/New_York, 2026)', () => {
  const newYork = (cron: string) => timing({ cron, timeZone: 'America/New_York' });

  it('fires a local time that does not exist on the spring-forward day once, right after the gap', () => {
    // 8 March 2026: 02:00 EST is followed by 03:00 EDT; 02:30 does not exist that day.
    expect(iso(nextFires(newYork('30 2 * * *'), new Date('2026-03-07T12:00:00Z'), 3))).toEqual([
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-09T06:30:00.000Z', // 02:30 EDT
      '2026-03-10T06:30:00.000Z',
    ]);
  });

  it('fires a local time that occurs twice on the fall-back day once, at its first occurrence', () => {
    // 1 November 2026: 02:00 EDT is followed by 01:00 EST; 01:00 to 01:59 occur twice.
    expect(iso(nextFires(newYork('*/30 1 * * *'), new Date('2026-10-31T12:00:00Z'), 4))).toEqual([
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT; not again at 01:00 and 01:30 EST
      '2026-11-02T06:00:00.000Z', // 01:00 EST
      '2026-11-02T06:30:00.000Z',
    ]);
    expect(iso(nextFires(newYork('30 1 * * *'), new Date('2026-10-31T12:00:00Z'), 2))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });
});

describe("Brazil's holidays", () => {
  const national = { skipWeekends: false, holidays: 'BR' } as const;

  it.each([
    // Carnival (Monday, Tuesday), Good Friday and Corpus Christi move with Easter: 5 April 2026,
    // 28 March 2027, 16 April 2028.
    ['2026', ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']],
    ['2027', ['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']],
    ['2028', ['2028-02-28', '2028-02-29', '2028-04-14', '2028-06-15']],
  ])('computes the movable ones of %s', (_, days) => {
    for (const day of days) {
      expect(skipReason(day, national, new Map()), day).toMatchObject({ kind: 'holiday', scope: 'national' });
    }
    // Ash Wednesday (the day after Carnival) is a working day from the afternoon: not skipped.
    const ashWednesday = new Date(`${days[1]}T12:00:00Z`);
    ashWednesday.setUTCDate(ashWednesday.getUTCDate() + 1);
    expect(skipReason(ashWednesday.toISOString().slice(0, 10), national, new Map())).toBeUndefined();
  });

  it("adds a state's own with BR-SP, named in both languages", () => {
    expect(skipReason('2026-07-09', national, new Map())).toBeUndefined();
    expect(skipReason('2026-07-09', { skipWeekends: false, holidays: 'BR-SP' }, new Map())).toEqual({
      kind: 'holiday',
      scope: 'state',
      // date-holidays has no English name for it: the Portuguese one stands in both.
      names: { en: 'Revolução Constitucionalista', 'pt-BR': 'Revolução Constitucionalista' },
    });
    expect(skipReason('2026-12-25', { skipWeekends: false, holidays: 'BR-SP' }, new Map())).toEqual({
      kind: 'holiday',
      scope: 'national',
      names: { en: 'Christmas Day', 'pt-BR': 'Natal' },
    });
  });

  it('previews the next fires with the days skipped on the way and why', () => {
    const preview = nextFires(timing({ holidays: 'BR' }), new Date('2026-12-23T12:00:00Z'), 3);
    expect(iso(preview)).toEqual([
      '2026-12-24T10:00:00.000Z', // 07:00 in São Paulo (UTC−3)
      '2026-12-26T10:00:00.000Z',
      '2026-12-27T10:00:00.000Z',
    ]);
    expect(preview.skippedDays).toEqual([
      {
        date: '2026-12-25',
        reason: { kind: 'holiday', scope: 'national', names: { en: 'Christmas Day', 'pt-BR': 'Natal' } },
      },
    ]);
  });
});

describe('the business calendar', () => {
  it('skips weekends and the team’s own days, or moves a fire to the next business day', () => {
    const weekdays = timing({ skipWeekends: true });
    const teamDays = new Map([['2026-12-07', 'Inventory day']]);
    // Friday 4 December 2026, then Monday 7 (the team's day) and Tuesday 8.
    const skipped = nextFires(weekdays, new Date('2026-12-04T00:00:00Z'), 2, teamDays);
    expect(iso(skipped)).toEqual(['2026-12-04T10:00:00.000Z', '2026-12-08T10:00:00.000Z']);
    expect(skipped.skippedDays.map(({ date, reason }) => [date, reason.kind])).toEqual([
      ['2026-12-05', 'weekend'],
      ['2026-12-06', 'weekend'],
      ['2026-12-07', 'team'],
    ]);

    // Moved: Saturday's and Sunday's fires land on Monday's own 07:00, which fires once.
    const moved = nextFires(
      { ...weekdays, onSkippedDay: 'next-business-day' },
      new Date('2026-12-04T00:00:00Z'),
      2,
    );
    expect(iso(moved)).toEqual(['2026-12-04T10:00:00.000Z', '2026-12-07T10:00:00.000Z']);
  });

  it('moves the first of the month past a weekend and a holiday, at the same local time', () => {
    const monthly = timing({
      cron: '0 9 1 * *',
      skipWeekends: true,
      holidays: 'BR',
      onSkippedDay: 'next-business-day',
    });
    // 1 November 2026 is a Sunday and 2 November (Finados) a national holiday: Tuesday 3 at 09:00.
    const fires = nextFires(monthly, new Date('2026-10-15T00:00:00Z'), 2).fires;
    expect(fires).toEqual([
      { at: new Date('2026-11-03T12:00:00.000Z'), movedFrom: '2026-11-01' },
      { at: new Date('2026-12-01T12:00:00.000Z') },
    ]);
  });

  it("fires on the month's first business day, and says which days it passed over", () => {
    const first = timing({ holidays: 'BR', businessDayOfMonth: 'first' });
    // 1 January 2027 (Confraternização Universal) is a Friday: the first business day is Monday 4.
    const preview = nextFires(first, new Date('2026-12-15T00:00:00Z'), 3);
    expect(iso(preview)).toEqual([
      '2027-01-04T10:00:00.000Z',
      '2027-02-01T10:00:00.000Z',
      '2027-03-01T10:00:00.000Z',
    ]);
    expect(preview.skippedDays.map(({ date, reason }) => [date, reason.kind])).toEqual([
      ['2027-01-01', 'holiday'],
      ['2027-01-02', 'weekend'],
      ['2027-01-03', 'weekend'],
    ]);
    // The cron's other days are not fires the calendar skipped: they are not the rule's days.
    expect(preview.firstSkipped).toBeUndefined();
  });

  it("fires on the month's last business day, before a weekend and a team's no-run day", () => {
    const last = timing({ businessDayOfMonth: 'last' });
    // 30 and 31 May 2026 are a weekend and the team runs nothing on Friday 29: Thursday 28.
    const noRunDays = new Map([['2026-05-29', 'Inventory']]);
    expect(iso(nextFires(last, new Date('2026-05-01T00:00:00Z'), 2, noRunDays))).toEqual([
      '2026-05-28T10:00:00.000Z',
      '2026-06-30T10:00:00.000Z',
    ]);
  });

  it("narrows the cron's own days: the first business day of each quarter", () => {
    const quarterly = timing({ cron: '0 7 * 1,4,7,10 *', holidays: 'BR', businessDayOfMonth: 'first' });
    expect(iso(nextFires(quarterly, new Date('2026-11-28T00:00:00Z'), 3))).toEqual([
      '2027-01-04T10:00:00.000Z',
      '2027-04-01T10:00:00.000Z',
      '2027-07-01T10:00:00.000Z',
    ]);
  });

  it('finds the next first business day of a cron that matches every 5 minutes, a month away', () => {
    // 3 November 2026 (after Finados on the 2nd) has passed: next is Tuesday 1 December, from midnight.
    const often = timing({ cron: '*/5 * * * *', holidays: 'BR', businessDayOfMonth: 'first' });
    expect(iso(nextFires(often, new Date('2026-11-04T12:00:00Z'), 2))).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2026-12-01T03:05:00.000Z',
    ]);
  });

  it('fires only between its start and end dates, in its zone', () => {
    const bounded = timing({ startsOn: '2026-12-10', endsOn: '2026-12-12' });
    expect(iso(nextFires(bounded, new Date('2026-12-01T00:00:00Z'), 10))).toEqual([
      '2026-12-10T10:00:00.000Z',
      '2026-12-11T10:00:00.000Z',
      '2026-12-12T10:00:00.000Z',
    ]);
  });

  it('answers no fire for a cron that never matches', () => {
    expect(nextFires(timing({ cron: '0 0 30 2 *' }), new Date('2026-12-01T00:00:00Z'), 3).fires).toEqual([]);
  });
});

describe('checking a timing', () => {
  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ cron: '0 0 7 * * *' }, 'cron'],
    [{ cron: '0 25 * * *' }, 'cron'],
    [{ holidays: 'XX' }, 'holidays'],
    [{ holidays: 'BR-ZZ' }, 'holidays'],
    [{ startsOn: '2026-12-10', endsOn: '2026-12-01' }, 'endsOn'],
  ] as const)('names the field that is wrong: %o', (changes, field) => {
    let thrown: unknown;
    try {
      checkTiming(timing(changes));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TimingError);
    expect(thrown).toMatchObject({ field });
  });

  it('accepts a usual one', () => {
    expect(() => checkTiming(timing({ cron: '*/15 8-18 * * 1-5', holidays: 'BR-SP' }))).not.toThrow();
  });
});
