/**
 * How much a search for a schedule's fires costs, counted, never timed: the cron's matches read (croner's
 * `nextRun`, a zoned computation) and the days looked at by the cron's day fields alone (`match`, a
 * hundred times cheaper). A calendar that skips every day a cron matches is found out by stepping over
 * days, not by reading each of their matches.
 */
import { Cron } from 'croner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFires } from './schedule-calendar';
import { testTiming as timing } from '../testing/schedule-timing';

/** The search's answer, the matches croner was asked for on the way, and the days it looked at. */
function counted(...args: Parameters<typeof nextFires>) {
  const matches = vi.spyOn(Cron.prototype, 'nextRun');
  const days = vi.spyOn(Cron.prototype, 'match');
  const answer = nextFires(...args);
  return { answer, matchesRead: matches.mock.calls.length, daysRead: days.mock.calls.length };
}

/** Every day of the five years a search looks ahead, at most. */
const fiveYearsOfDays = 5 * 366;

// Tuesday 1 December 2026, 12:00 in São Paulo.
const now = new Date('2026-12-01T15:00:00Z');

describe('the work of a search', () => {
  afterEach(() => vi.restoreAllMocks());

  it('knows a cron on weekends never fires on a calendar that skips them, a day at a time', () => {
    // Every 5 minutes on Saturdays and Sundays: 576 matches a weekend, all skipped, for five years.
    const weekends = timing({ cron: '*/5 * * * 0,6', skipWeekends: true });
    const { answer, matchesRead, daysRead } = counted(weekends, now, 10);
    expect(matchesRead).toBeLessThan(10);
    expect(daysRead).toBeLessThanOrEqual(fiveYearsOfDays);
    expect(answer.fires).toEqual([]);
    expect(answer.cutShort).toBe(false);
    // The first skipped match is still the first instant due (the scheduler records it as skipped).
    expect(answer.firstSkipped?.toISOString()).toBe('2026-12-05T03:00:00.000Z');
  });

  it('knows a cron only on a holiday never fires', () => {
    // Every minute of Christmas Day, which the Brazilian calendar always skips.
    const christmas = timing({ cron: '* * 25 12 *', holidays: 'BR' });
    const { answer, matchesRead, daysRead } = counted(christmas, now, 10);
    expect(matchesRead).toBeLessThan(10);
    expect(daysRead).toBeLessThanOrEqual(fiveYearsOfDays);
    expect(answer.fires).toEqual([]);
  });

  it('moves a weekend that matches every minute to Monday after a few of its matches, not all', () => {
    const moved = timing({ cron: '* * * * 0,6', skipWeekends: true, onSkippedDay: 'next-business-day' });
    const { answer, matchesRead } = counted(moved, now, 3);
    // Saturday 5 December's first minutes, moved to Monday 7 at the same local times (03:00 UTC).
    expect(answer.fires.map((fire) => [fire.at.toISOString(), fire.movedFrom])).toEqual([
      ['2026-12-07T03:00:00.000Z', '2026-12-05'],
      ['2026-12-07T03:01:00.000Z', '2026-12-05'],
      ['2026-12-07T03:02:00.000Z', '2026-12-05'],
    ]);
    expect(matchesRead).toBeLessThan(25);
  });

  it('stops at the first skipped day whose moved fire would land after the end date', () => {
    // Every minute on weekends, ending Sunday 6 December: Monday 7 is past the end, so nothing fires.
    const ending = timing({
      cron: '* * * * 0,6',
      skipWeekends: true,
      onSkippedDay: 'next-business-day',
      endsOn: '2026-12-06',
    });
    const { answer, matchesRead } = counted(ending, now, 10);
    expect(answer.fires).toEqual([]);
    expect(matchesRead).toBeLessThan(10);
  });
});
