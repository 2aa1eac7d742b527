import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createLocalStore } from './local-store';

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

  it('reports corrupt data, sets it aside and starts afresh instead of crashing', () => {
    localStorage.setItem('test:items', '[{"id": 42}]');
    const store = createLocalStore('test:items', schema, []);
    expect(store.get()).toEqual([]);
    expect(store.problem()).toMatch(/at 0\.id could not be read/);
    expect(localStorage.getItem('test:items:corrupt')).toBe('[{"id": 42}]');
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
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.set((items) => [...items, { id: 'unsaved' }]);
    expect(store.get().map((item) => item.id)).toEqual(['saved', 'unsaved']);
    expect(store.problem()).toMatch(/refused to save/);
    setItem.mockRestore();
  });
});
