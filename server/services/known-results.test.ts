import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src/api/workspace/journal';
import type { ChangeListener } from './change-hub';
import { executionKey, knownResults, noRow } from './known-results';

/** A hub whose changes the test hands out itself. */
function fakeHub() {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(computerId: string, executionId: string) {
      const entry = { computerId, executionId } as JournalEntry;
      for (const listener of listeners) listener([{ seq: 1, entry }]);
    },
  };
}

const e1 = executionKey('RUNTIME-01', 'E1');
const e2 = executionKey('RUNTIME-01', 'E2');

describe('known results', () => {
  it('knows nothing without a hub to tell it of changes', () => {
    const known = knownResults();
    known.checking(e1)('answer');
    expect(known.holds(e1, 'answer')).toBe(false);
  });

  it('knows the answer the journal was found to hold, until a change to that execution', () => {
    const known = knownResults();
    const hub = fakeHub();
    known.follow(hub);
    known.checking(e1)('running');
    known.checking(e2)('queued');
    expect(known.holds(e1, 'running')).toBe(true);
    expect(known.holds(e1, 'ended')).toBe(false);
    hub.change('RUNTIME-01', 'E1');
    expect(known.holds(e1, 'running')).toBe(false);
    expect(known.holds(e2, 'queued')).toBe(true);
  });

  it('does not keep a check that a change overtook: it may have read the row before the change', () => {
    const known = knownResults();
    const hub = fakeHub();
    known.follow(hub);
    const found = known.checking(e1);
    hub.change('RUNTIME-02', 'OTHER');
    found('running');
    expect(known.holds(e1, 'running')).toBe(false);
  });

  it('forgets everything when it stops following, and keeps within its bounds', () => {
    const known = knownResults({ entries: 2, characters: 5 });
    const hub = fakeHub();
    const stop = known.follow(hub);
    known.checking('a')('1');
    known.checking('b')('2');
    known.checking('c')('3');
    known.checking('d')('too long');
    expect(['a', 'b', 'c'].map((key, n) => known.holds(key, String(n + 1)))).toEqual([false, true, true]);
    expect(known.holds('d', 'too long')).toBe(false);
    stop();
    expect(known.holds('c', '3')).toBe(false);
    known.follow(hub);
    expect(known.holds('c', '3')).toBe(false);
  });

  it('knows an execution has no row, whatever is read of it, until a change or this instance makes one', () => {
    const known = knownResults();
    const hub = fakeHub();
    known.follow(hub);
    known.checking(e1)(noRow);
    known.checking(e2)(noRow);
    expect(known.holds(e1, 'queued')).toBe(true);
    expect(known.holds(e1, 'running')).toBe(true);
    hub.change('RUNTIME-01', 'E1');
    expect(known.holds(e1, 'running')).toBe(false);
    known.forget(e2);
    expect(known.holds(e2, 'running')).toBe(false);
  });
});
