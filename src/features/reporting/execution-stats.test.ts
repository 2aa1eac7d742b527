import { describe, expect, it } from 'vitest';
import type { EndedSummary } from '@/api/workspace/journal';
import { defaultReportingOutcome } from '@/api/spec-gaps';
import { computeStats } from '@/api/workspace/reporting-figures';
import { periodFromInstants } from './execution-stats';

const t0 = Date.UTC(2026, 10, 22, 0, 0, 0);
const minute = 60_000;

/** One status of the server's summary: `executions` ended, `timed` of them with a duration. */
const row = (status: string, executions: number, timed: number, totalMs: number): EndedSummary[number] => ({
  status,
  executions,
  timed,
  totalMs,
});

describe('period', () => {
  it('includes its start and excludes its end', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(periodFromInstants(iso(t0), iso(t0 + 5 * minute))).toEqual({ start: t0, end: t0 + 5 * minute });
  });

  it('refuses an end before the start, an empty period and what is not a date', () => {
    expect(
      periodFromInstants(new Date(t0).toISOString(), new Date(t0 - minute).toISOString()),
    ).toBeUndefined();
    expect(periodFromInstants(new Date(t0).toISOString(), new Date(t0).toISOString())).toBeUndefined();
    expect(periodFromInstants('nonsense', new Date(t0).toISOString())).toBeUndefined();
  });
});

describe('figures', () => {
  it('maps statuses by their tone; unknown, cancelled and queued ones are ignored', () => {
    expect(defaultReportingOutcome('FINISHED')).toBe('success');
    expect(defaultReportingOutcome('warning')).toBe('alert');
    expect(defaultReportingOutcome('FAILED')).toBe('error');
    expect(defaultReportingOutcome('CANCELLED')).toBe('ignore');
    expect(defaultReportingOutcome('PENDENT')).toBe('ignore');
    expect(defaultReportingOutcome('SOMETHING_NEW')).toBe('ignore');
    expect(defaultReportingOutcome('(NO STATUS)')).toBe('ignore');
  });

  it('sums the statuses of one outcome, rounding the summed time to whole seconds', () => {
    const summary = [
      row('ALERT', 1, 1, 10_000),
      row('COMPLETED', 1, 1, 1_400),
      row('ERROR', 1, 1, 8_200),
      row('SOMETHING_NEW', 1, 1, 5_000),
      row('SUCCESS', 1, 1, 1_400),
    ];
    // 1.4 s + 1.4 s is 3 s; rounding each first would give 2.
    expect(computeStats(summary, {})).toEqual({
      success: { executions: 2, seconds: 3 },
      alert: { executions: 1, seconds: 10 },
      error: { executions: 1, seconds: 8 },
      ignored: 1,
      untimed: 0,
    });
  });

  it('follows the operator mapping, including for an unknown status', () => {
    const summary = [row('SOMETHING_NEW', 1, 1, 4_000), row('SUCCESS', 2, 2, 1_000)];
    const stats = computeStats(summary, { SOMETHING_NEW: 'alert', SUCCESS: 'ignore' });
    expect(stats.alert).toEqual({ executions: 1, seconds: 4 });
    expect(stats.success).toEqual({ executions: 0, seconds: 0 });
    expect(stats.ignored).toBe(2);
  });

  it('counts executions without a readable duration, but not in the time, and says how many', () => {
    const stats = computeStats([row('ERROR', 4, 1, 2_000), row('FAILED', 2, 2, 1_000)], {});
    expect(stats.error).toEqual({ executions: 6, seconds: 3 });
    expect(stats.untimed).toBe(3);
  });

  it('does not report untimed executions that were ignored', () => {
    expect(computeStats([row('CANCELLED', 3, 0, 0)], {})).toMatchObject({ ignored: 3, untimed: 0 });
  });

  it('gives zeros for a period in which nothing ended', () => {
    expect(computeStats([], {})).toEqual({
      success: { executions: 0, seconds: 0 },
      alert: { executions: 0, seconds: 0 },
      error: { executions: 0, seconds: 0 },
      ignored: 0,
      untimed: 0,
    });
  });
});
