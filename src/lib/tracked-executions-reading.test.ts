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
    expect(trackedExecutionsStore.problem()).toBe(
      '2 saved executions could not be read and were set aside; the others are kept.',
    );
    expect(
      JSON.parse(localStorage.getItem(`${trackedExecutionsStore.key}:corrupt-entries`) ?? 'null'),
    ).toEqual(unreadable);
    trackedExecutionsStore.dismissProblem();
  });
});
