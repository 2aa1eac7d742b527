// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { describe, expect, it } from 'vitest';
import type { ExecutionResult } from '@/api/schemas';
import {
  executionKey,
  forgetExecutions,
  isActive,
  markDeleted,
  recordResult,
  restoreExecutions,
  trackedExecutionsStore,
  trackExecution,
} from './tracked-executions';

const result = (overrides: Partial<ExecutionResult>): ExecutionResult => ({
  _id: 'E1',
  logs: [],
  init: 1_000,
  end: null,
  returnValue: null,
  status: 'PENDENT',
  progress: 0,
  ...overrides,
});

describe('tracked executions', () => {
  it('adds an execution once, newest first', () => {
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'run', robotId: 'bot' });
    trackExecution({ computerId: 'PC', executionId: 'E2', source: 'track' });
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'track' });
    expect(trackedExecutionsStore.get().map(executionKey)).toEqual(['PC/E2', 'PC/E1']);
  });

  it('says exactly once that an execution ended, and stops counting it as active', () => {
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'run' });
    expect(recordResult('PC', 'E1', result({ status: 'RUNNING', progress: 0.5 }))).toBe(false);
    expect(recordResult('PC', 'E1', result({ status: 'SUCCESS', progress: 1, end: 1_795_000_009_000 }))).toBe(
      true,
    );
    expect(recordResult('PC', 'E1', result({ status: 'SUCCESS', progress: 1, end: 1_795_000_009_000 }))).toBe(
      false,
    );
    const [entry] = trackedExecutionsStore.get();
    expect(entry).toMatchObject({ status: 'SUCCESS', ended: true, endedAt: 1_795_000_009_000 });
    expect(entry !== undefined && isActive(entry)).toBe(false);
  });

  it('ends on `end` even with a status it does not know', () => {
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'run' });
    expect(
      recordResult('PC', 'E1', result({ status: 'ARCHIVED_BY_OPERATOR', end: '2026-11-22T10:00:00Z' })),
    ).toBe(true);
    expect(trackedExecutionsStore.get()[0]?.ended).toBe(true);
  });

  it('stops polling a deleted execution', () => {
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'run' });
    markDeleted('PC', 'E1');
    const [entry] = trackedExecutionsStore.get();
    expect(entry?.deletedAt).toBeTypeOf('number');
    expect(entry !== undefined && isActive(entry)).toBe(false);
  });

  it('puts removed executions back on undo', () => {
    trackExecution({ computerId: 'PC', executionId: 'E1', source: 'run' });
    trackExecution({ computerId: 'PC', executionId: 'E2', source: 'run' });
    const removed = forgetExecutions(['PC/E1']);
    expect(trackedExecutionsStore.get().map(executionKey)).toEqual(['PC/E2']);
    restoreExecutions(removed);
    expect(trackedExecutionsStore.get().map(executionKey).sort()).toEqual(['PC/E1', 'PC/E2']);
  });
});
