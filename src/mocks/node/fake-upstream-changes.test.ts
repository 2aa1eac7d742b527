import { describe, expect, it } from 'vitest';
import { executionView, type ExecutionRecord } from '../simulator/executions';
import { changeInstant } from './fake-upstream-changes';

const timing = { queueMs: 1_000, runMs: 10_000 };
const record: ExecutionRecord = {
  id: 'e1',
  computerId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  variables: null,
  queuedAt: 1_000_000,
};

describe('when the fake upstream’s answer changed', () => {
  it('finds the first instant an answer looked as a client saw it', () => {
    const seenAt = record.queuedAt + 4_321;
    const view = executionView(record, timing, seenAt);
    const seen = { status: view.status, progress: view.progress, logCount: view.logs.length, ended: false };
    const changed = changeInstant(record, timing, seen, seenAt);
    if (changed === undefined) throw new Error('never');
    expect(changed).toBeLessThanOrEqual(seenAt);
    // The answer a millisecond before was different, and from then on it is the one seen.
    expect(executionView(record, timing, changed - 1).progress).toBeLessThan(view.progress);
    expect(executionView(record, timing, changed)).toEqual(executionView(record, timing, seenAt));
  });

  it('places the end at the end, the queue at the start, and a future answer nowhere', () => {
    const end = record.queuedAt + timing.queueMs + timing.runMs;
    const ended = { status: 'SUCCESS', progress: 1, logCount: 5, ended: true };
    expect(changeInstant(record, timing, ended, end + 5_000)).toBe(end);
    const queued = { status: 'PENDENT', progress: 0, logCount: 0, ended: false };
    expect(changeInstant(record, timing, queued, end)).toBe(record.queuedAt);
    expect(changeInstant(record, timing, ended, end - 1)).toBeUndefined();
  });
});
