// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/api/zod';
import { createLocalListStore, createLocalStore, readEntries } from './local-store';

// What the operator is told of each problem: features/move-in/store-problem-words.test.ts.
const schema = z.array(z.object({ id: z.string() }));

describe('createLocalStore', () => {
  it('keeps values across instances, as across reloads', () => {
    createLocalStore('test:items', schema, []).set([{ id: 'a' }]);
    expect(createLocalStore('test:items', schema, []).get()).toEqual([{ id: 'a' }]);
  });

  it('passes the latest stored value to an updater', () => {
    const store = createLocalStore('test:items', schema, []);
    store.set([{ id: 'a' }]);
    // Another tab writes behind this one's back.
    localStorage.setItem('test:items', JSON.stringify([{ id: 'a' }, { id: 'b' }]));
    store.set((items) => [...items, { id: 'c' }]);
    expect(store.get().map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('sets a value it cannot read at all aside whole, and starts afresh instead of crashing', () => {
    localStorage.setItem('test:items', '[{"id": 42}]');
    const store = createLocalStore('test:items', schema, [], { unreadable: 'stored.what.executions' });
    expect(store.get()).toEqual([]);
    expect(store.problem()).toEqual({ kind: 'unreadable', what: 'stored.what.executions' });
    expect(localStorage.getItem('test:items:corrupt')).toBe('[{"id": 42}]');
    expect(localStorage.getItem('test:items')).toBeNull();
    store.dismissProblem();
    expect(store.problem()).toBeUndefined();
  });

  it('treats text that is not JSON as corrupt too', () => {
    localStorage.setItem('test:items', '{not json');
    const store = createLocalStore('test:items', schema, []);
    expect(store.get()).toEqual([]);
    expect(store.problem()).toBeDefined();
  });

  it('tells subscribers about changes made in another tab', () => {
    const store = createLocalStore('test:items', schema, []);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    localStorage.setItem('test:items', JSON.stringify([{ id: 'x' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:items' }));
    expect(calls).toBe(1);
    expect(store.get()).toEqual([{ id: 'x' }]);
    unsubscribe();
  });

  it('keeps changes in memory and says so when the browser refuses to save', () => {
    const store = createLocalStore('test:items', schema, []);
    store.set([{ id: 'saved' }]);
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.set((items) => [...items, { id: 'unsaved' }]);
    expect(store.get().map((item) => item.id)).toEqual(['saved', 'unsaved']);
    expect(store.problem()).toEqual({ kind: 'not-saved' });
    setItem.mockRestore();
  });
});

const item = { schema: z.object({ id: z.string() }), noun: 'stored.entry' } as const;

describe('a list kept entry by entry', () => {
  it('keeps every readable entry, sets the others aside under :corrupt-entries and says so once', () => {
    localStorage.setItem('test:list', JSON.stringify([{ id: 'a' }, { id: 1 }, 'junk', { id: 'b' }]));
    const store = createLocalListStore('test:list', item);

    expect(store.get()).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(store.problem()).toEqual({
      kind: 'set-aside',
      lists: [{ noun: 'stored.entry', count: 2 }],
      othersKept: true,
    });
    expect(JSON.parse(localStorage.getItem('test:list:corrupt-entries') ?? 'null')).toEqual([
      { id: 1 },
      'junk',
    ]);
    expect(localStorage.getItem('test:list:corrupt')).toBeNull();

    // Saved without them, so the next visit (a new instance, as after a reload) has nothing to report.
    expect(JSON.parse(localStorage.getItem('test:list') ?? 'null')).toEqual([{ id: 'a' }, { id: 'b' }]);
    const afterReload = createLocalListStore('test:list', item);
    expect(afterReload.get()).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(afterReload.problem()).toBeUndefined();
  });

  it('adds to the entries set aside before, once each, and says "was" for one with nothing kept', () => {
    localStorage.setItem('test:list:corrupt-entries', JSON.stringify([{ id: 1 }]));
    localStorage.setItem('test:list', JSON.stringify([{ id: 1 }, { id: 2 }]));
    const first = createLocalListStore('test:list', item);
    expect(first.get()).toEqual([]);
    expect(first.problem()).toEqual({
      kind: 'set-aside',
      lists: [{ noun: 'stored.entry', count: 2 }],
      othersKept: false,
    });
    expect(JSON.parse(localStorage.getItem('test:list:corrupt-entries') ?? 'null')).toEqual([
      { id: 1 },
      { id: 2 },
    ]);

    localStorage.setItem('test:list', JSON.stringify([{ id: 'ok' }, { id: 3 }]));
    const second = createLocalListStore('test:list', item);
    expect(second.get()).toEqual([{ id: 'ok' }]);
    expect(second.problem()).toEqual({
      kind: 'set-aside',
      lists: [{ noun: 'stored.entry', count: 1 }],
      othersKept: true,
    });
    expect(JSON.parse(localStorage.getItem('test:list:corrupt-entries') ?? 'null')).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });

  it('keeps whatever else was under the set-aside key instead of overwriting it', () => {
    localStorage.setItem('test:list:corrupt-entries', 'notes typed by hand');
    localStorage.setItem('test:list', JSON.stringify([{ id: 1 }]));
    createLocalListStore('test:list', item).get();
    expect(JSON.parse(localStorage.getItem('test:list:corrupt-entries') ?? 'null')).toEqual([
      'notes typed by hand',
      { id: 1 },
    ]);
  });

  it('leaves the stored text as it was when the browser refuses to set entries aside', () => {
    const text = JSON.stringify([{ id: 'a' }, { id: 1 }]);
    localStorage.setItem('test:list', text);
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createLocalListStore('test:list', item);
    expect(store.get()).toEqual([{ id: 'a' }]);
    setItem.mockRestore();
    expect(localStorage.getItem('test:list')).toBe(text);
  });

  it('sets the whole value aside when it is not even a list', () => {
    localStorage.setItem('test:list', '{"id": "a"}');
    const store = createLocalListStore('test:list', item, { unreadable: 'stored.what.catalog' });
    expect(store.get()).toEqual([]);
    expect(store.problem()).toEqual({ kind: 'unreadable', what: 'stored.what.catalog' });
    expect(localStorage.getItem('test:list:corrupt')).toBe('{"id": "a"}');
  });

  it('names each kind of entry set aside when a value holds several lists', () => {
    const pair = z.object({ left: z.array(z.string()), right: z.array(z.number()) });
    localStorage.setItem('test:pair', JSON.stringify({ left: ['a', 1], right: [1, 'b', 'c'] }));
    const store = createLocalStore(
      'test:pair',
      pair,
      { left: [], right: [] },
      {
        salvage: (json) => {
          const frame = z.object({ left: z.array(z.unknown()), right: z.array(z.unknown()) }).safeParse(json);
          if (!frame.success) return undefined;
          const left = readEntries(frame.data.left, z.string());
          const right = readEntries(frame.data.right, z.number());
          return {
            value: { left: left.kept, right: right.kept },
            lists: [
              { ...left, noun: 'stored.runtime' as const },
              { ...right, noun: 'stored.robot' as const },
            ],
          };
        },
      },
    );
    expect(store.get()).toEqual({ left: ['a'], right: [1] });
    expect(store.problem()).toEqual({
      kind: 'set-aside',
      lists: [
        { noun: 'stored.runtime', count: 1 },
        { noun: 'stored.robot', count: 2 },
      ],
      othersKept: true,
    });
  });
});
