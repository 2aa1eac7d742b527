/**
 * A value kept in localStorage: validated with its zod schema when read back, shared with the other
 * tabs (the `storage` event), and readable from React with `useSyncExternalStore`. Corrupt data is
 * never a crash: the store starts from its initial value, keeps the corrupt text aside under
 * `<key>:corrupt` so nothing is silently lost, and reports the problem through `problem`.
 */
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export interface LocalStore<T> {
  readonly key: string;
  readonly get: () => T;
  /** Replaces the value; the updater receives the latest stored one, so tabs do not overwrite each other. */
  readonly set: (update: T | ((current: T) => T)) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** Why the stored value was rejected on the last read, if it was. */
  readonly problem: () => string | undefined;
  /** Forgets the report of a corrupt value (the operator has seen it). */
  readonly dismissProblem: () => void;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function createLocalStore<T>(key: string, schema: z.ZodType<T>, initial: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cachedValue: T = initial;
  let problem: string | undefined;
  // Set while the browser refuses to save: the in-memory value is then the truth, not the stale text.
  let unsaved = false;

  function load(): T {
    if (unsaved) return cachedValue;
    const text = readStorage(key);
    if (text === cachedText) return cachedValue;
    cachedText = text;
    if (text === null) {
      cachedValue = initial;
      return cachedValue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) {
      cachedValue = parsed.data;
    } else {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
      problem = `The saved data${where} could not be read and was set aside; starting afresh.`;
      try {
        localStorage.setItem(`${key}:corrupt`, text);
        localStorage.removeItem(key);
      } catch {
        // Storage unavailable: the value stays in memory only.
      }
      cachedText = null;
      cachedValue = initial;
    }
    return cachedValue;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) notify();
  }

  return {
    key,
    get: load,
    set: (update) => {
      const next = typeof update === 'function' ? (update as (current: T) => T)(load()) : update;
      const text = JSON.stringify(next);
      try {
        localStorage.setItem(key, text);
        cachedText = text;
        unsaved = false;
      } catch {
        problem =
          'The browser refused to save (storage full or disabled); changes last until the tab closes.';
        unsaved = true;
      }
      cachedValue = next;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    problem: () => problem,
    dismissProblem: () => {
      problem = undefined;
      notify();
    },
  };
}

/** The store's current value, re-rendering on every change here or in another tab. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The store's problem report, if its saved data was rejected. */
export function useLocalStoreProblem<T>(store: LocalStore<T>): string | undefined {
  const read = () => {
    store.get();
    return store.problem();
  };
  return useSyncExternalStore(store.subscribe, read, read);
}
