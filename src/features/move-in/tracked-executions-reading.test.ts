// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { describe, expect, it } from 'vitest';
import { trackedExecutionsStore, type TrackedExecution } from './tracked-executions';

const readable: TrackedExecution = {
  computerId: 'PC',
  executionId: 'E1',
  source: 'track',
  addedAt: 1_000,
  ended: false,
};

describe('reading the saved list of executions', () => {
  it('keeps every readable execution when others cannot be read, and sets those aside', () => {
    const unreadable = [{ computerId: 42 }, { ...readable, executionId: 'E2', ended: 'no' }];
    localStorage.setItem(
      trackedExecutionsStore.key,
      JSON.stringify([unreadable[0], readable, unreadable[1]]),
    );

    expect(trackedExecutionsStore.get()).toEqual([readable]);
    expect(trackedExecutionsStore.problem()).toEqual({
      kind: 'set-aside',
      lists: [{ noun: 'stored.execution', count: 2 }],
      othersKept: true,
    });
    expect(
      JSON.parse(localStorage.getItem(`${trackedExecutionsStore.key}:corrupt-entries`) ?? 'null'),
    ).toEqual(unreadable);
    trackedExecutionsStore.dismissProblem();
  });
});
