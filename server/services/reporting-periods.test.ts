import { describe, expect, it } from 'vitest';
import { nextSends, periodSentAt, periodStartingAt } from './reporting-periods';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (text: string) => Date.parse(text);

describe("a reporting plan's periods", () => {
  const daily = { period: 'day', timeZone: 'America/Sao_Paulo', sendAt: '00:30' } as const;
  const hourly = { period: 'hour', timeZone: 'Asia/Kolkata', sendAt: '05' } as const;

  it('sends a day at its local time the next day, and an hour at its minute of the next', () => {
    expect(nextSends(daily, at('2030-06-03T12:00:00Z'), 2).map(iso)).toEqual([
      '2030-06-04T03:30:00.000Z',
      '2030-06-05T03:30:00.000Z',
    ]);
    // Kolkata is UTC+05:30: its hours start at half past.
    expect(nextSends(hourly, at('2030-06-03T12:00:00Z'), 2).map(iso)).toEqual([
      '2030-06-03T12:35:00.000Z',
      '2030-06-03T13:35:00.000Z',
    ]);
  });

  it('sends at each instant the period that ended last, local midnight to local midnight', () => {
    const day = periodSentAt(daily, at('2030-06-04T03:30:00Z'));
    expect([iso(day.start), iso(day.end)]).toEqual(['2030-06-03T03:00:00.000Z', '2030-06-04T03:00:00.000Z']);
    const hour = periodSentAt(hourly, at('2030-06-03T12:35:00Z'));
    expect([iso(hour.start), iso(hour.end)]).toEqual([
      '2030-06-03T11:30:00.000Z',
      '2030-06-03T12:30:00.000Z',
    ]);
    // Sent at the very end of its period ("00:00"): that period, not the one before.
    const atMidnight = periodSentAt({ ...daily, sendAt: '00:00' }, at('2030-06-04T03:00:00Z'));
    expect(iso(atMidnight.start)).toBe('2030-06-03T03:00:00.000Z');
  });

  it('has days of 23 and 25 hours where the clocks change', () => {
    const paris = { period: 'day', timeZone: 'Europe/Paris', sendAt: '01:00' } as const;
    const spring = periodStartingAt(paris, at('2030-03-30T23:00:00Z'));
    expect(spring && (spring.end - spring.start) / 3_600_000).toBe(23);
    const autumn = periodStartingAt(paris, at('2030-10-26T22:00:00Z'));
    expect(autumn && (autumn.end - autumn.start) / 3_600_000).toBe(25);
  });

  it('knows a period by its start, and nothing else', () => {
    expect(periodStartingAt(daily, at('2030-06-03T03:00:00Z'))).toEqual({
      start: at('2030-06-03T03:00:00Z'),
      end: at('2030-06-04T03:00:00Z'),
    });
    expect(periodStartingAt(daily, at('2030-06-03T00:00:00Z'))).toBeUndefined();
    expect(periodStartingAt(hourly, at('2030-06-03T11:00:00Z'))).toBeUndefined();
  });
});
