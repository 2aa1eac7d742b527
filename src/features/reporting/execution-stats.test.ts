import { describe, expect, it } from 'vitest';
import type { TrackedExecution } from '@/lib/tracked-executions';
import {
  computeStats,
  defaultOutcome,
  endedInPeriod,
  periodFromInstants,
  statusesInPeriod,
  type Period,
} from './execution-stats';

const t0 = Date.UTC(2026, 10, 22, 0, 0, 0);
const minute = 60_000;
const period: Period = { start: t0, end: t0 + 60 * minute };

let next = 0;
function ended(
  status: string,
  init: number | undefined,
  endedAt: number | undefined,
  extra: Partial<TrackedExecution> = {},
): TrackedExecution {
  next += 1;
  return {
    computerId: 'RUNTIME-01',
    executionId: `e${next}`,
    source: 'run',
    addedAt: t0,
    ended: true,
    status,
    ...(init === undefined ? {} : { init }),
    ...(endedAt === undefined ? {} : { endedAt }),
    ...extra,
  };
}

describe('period', () => {
  it('includes its start and excludes its end', () => {
    const p = periodFromInstants(new Date(t0).toISOString(), new Date(t0 + 5 * minute).toISOString());
    expect(p).toEqual({ start: t0, end: t0 + 5 * minute });
    const atStart = ended('SUCCESS', t0 - 1000, t0);
    const lastMs = ended('SUCCESS', t0, t0 + 5 * minute - 1);
    const atEnd = ended('SUCCESS', t0, t0 + 5 * minute);
    const justBefore = ended('SUCCESS', t0 - 2000, t0 - 1);
    expect(endedInPeriod([atStart, lastMs, atEnd, justBefore], p ?? period)).toEqual([atStart, lastMs]);
  });

  it('counts an execution once across back-to-back periods', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const first = periodFromInstants(iso(t0), iso(t0 + 10 * minute));
    const second = periodFromInstants(iso(t0 + 10 * minute), iso(t0 + 20 * minute));
    const onTheEdge = ended('SUCCESS', t0, t0 + 10 * minute);
    const untimedOnTheEdge = ended('ERROR', t0 + 10 * minute, undefined);
    const counted = [first, second].map((p) =>
      p === undefined ? [] : endedInPeriod([onTheEdge, untimedOnTheEdge], p),
    );
    expect(counted).toEqual([[], [onTheEdge, untimedOnTheEdge]]);
  });

  it('refuses an end before the start and what is not a date', () => {
    expect(
      periodFromInstants(new Date(t0).toISOString(), new Date(t0 - minute).toISOString()),
    ).toBeUndefined();
    expect(periodFromInstants('nonsense', new Date(t0).toISOString())).toBeUndefined();
  });
});

describe('which executions count', () => {
  it('skips executions that have not ended and those that were deleted', () => {
    const running: TrackedExecution = { ...ended('RUNNING', t0, undefined), ended: false };
    const deleted = ended('SUCCESS', t0, t0 + minute, { deletedAt: t0 + 2 * minute });
    const done = ended('SUCCESS', t0, t0 + minute);
    expect(endedInPeriod([running, deleted, done], period)).toEqual([done]);
    expect(computeStats([running, deleted, done], period, {}).success.executions).toBe(1);
  });

  it('places an execution with no readable end time by its start', () => {
    const inside = ended('ERROR', t0 + minute, undefined);
    const outside = ended('ERROR', t0 - minute, undefined);
    expect(endedInPeriod([inside, outside], period)).toEqual([inside]);
  });

  it('lists the distinct statuses, normalised, with a name for a missing one', () => {
    const list = [
      ended('success', t0, t0 + 1),
      ended('SUCCESS ', t0, t0 + 2),
      ended('WEIRD', t0, t0 + 3),
      { ...ended('', t0, t0 + 4), status: undefined },
    ];
    expect(statusesInPeriod(list, period)).toEqual(['(NO STATUS)', 'SUCCESS', 'WEIRD']);
  });
});

describe('figures', () => {
  it('maps statuses by their tone; unknown, cancelled and queued ones are ignored', () => {
    expect(defaultOutcome('FINISHED')).toBe('success');
    expect(defaultOutcome('warning')).toBe('alert');
    expect(defaultOutcome('FAILED')).toBe('error');
    expect(defaultOutcome('CANCELLED')).toBe('ignore');
    expect(defaultOutcome('PENDENT')).toBe('ignore');
    expect(defaultOutcome('SOMETHING_NEW')).toBe('ignore');
  });

  it('counts and sums durations per outcome, rounding the sum to whole seconds', () => {
    const list = [
      ended('SUCCESS', t0, t0 + 1_400),
      ended('DONE', t0, t0 + 1_400),
      ended('ALERT', t0, t0 + 10_000),
      ended('ERROR', t0, t0 + 8_200),
      ended('SOMETHING_NEW', t0, t0 + 5_000),
    ];
    expect(computeStats(list, period, {})).toEqual({
      success: { executions: 2, seconds: 3 },
      alert: { executions: 1, seconds: 10 },
      error: { executions: 1, seconds: 8 },
      ignored: 1,
      untimed: 0,
    });
  });

  it('follows the operator mapping, including for an unknown status', () => {
    const list = [ended('SOMETHING_NEW', t0, t0 + 4_000), ended('SUCCESS', t0, t0 + 1_000)];
    const stats = computeStats(list, period, { SOMETHING_NEW: 'alert', SUCCESS: 'ignore' });
    expect(stats.alert).toEqual({ executions: 1, seconds: 4 });
    expect(stats.success).toEqual({ executions: 0, seconds: 0 });
    expect(stats.ignored).toBe(1);
  });

  it('counts an execution without a readable duration, but not in the time', () => {
    const list = [
      ended('ERROR', t0, undefined),
      ended('ERROR', undefined, t0 + minute),
      ended('ERROR', t0 + 5_000, t0 + 1_000),
      ended('ERROR', t0, t0 + 2_000),
    ];
    const stats = computeStats(list, period, {});
    expect(stats.error).toEqual({ executions: 4, seconds: 2 });
    expect(stats.untimed).toBe(3);
  });

  it('does not report untimed executions that were ignored', () => {
    expect(computeStats([ended('CANCELLED', t0, undefined)], period, {})).toMatchObject({
      ignored: 1,
      untimed: 0,
    });
  });
});
