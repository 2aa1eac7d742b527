/**
 * A value kept in localStorage: validated with its zod schema when read back, shared with the other
 * tabs (the `storage` event), and readable from React with `useSyncExternalStore`. Unreadable data is
 * never a crash and never silently lost:
 * - a store of lists (`salvage`) keeps every readable entry, moves the unreadable ones to
 *   `<key>:corrupt-entries` and tells how many (`problem()`, put in words by features/move-in/store-problem-words.ts);
 * - a value that cannot be read at all moves whole to `<key>:corrupt` and the store starts from its
 *   initial value.
 */
import { useSyncExternalStore } from 'react';
import { z } from '@/api/zod';

/** How the operator calls the entries of a list: a plural message, e.g. "{count} saved executions". */
export type Noun = 'stored.execution' | 'stored.runtime' | 'stored.robot' | 'stored.entry';

/** What a whole value is, when it cannot be read at all: "the list of executions saved in this browser". */
export type UnreadableWhat = 'stored.what.executions' | 'stored.what.catalog' | 'stored.what.value';

/** What went wrong reading or saving a value; features/move-in/store-problem-words.ts says it to the operator. */
export type StoreProblem =
  | {
      readonly kind: 'set-aside';
      readonly lists: readonly { readonly noun: Noun; readonly count: number }[];
      readonly othersKept: boolean;
    }
  | { readonly kind: 'unreadable'; readonly what: UnreadableWhat }
  | { readonly kind: 'not-saved' };

export interface LocalStore<T> {
  readonly key: string;
  readonly get: () => T;
  /** Replaces the value; the updater receives the latest stored one, so tabs do not overwrite each other. */
  readonly set: (update: T | ((current: T) => T)) => void;
  readonly subscribe: (listener: () => void) => () => void;
  /** What went wrong reading or saving the value, if anything did. */
  readonly problem: () => StoreProblem | undefined;
  /** Forgets the report (the operator has seen it). */
  readonly dismissProblem: () => void;
}

/** One kind of entry kept in a stored list. */
export interface EntryKind<T> {
  readonly schema: z.ZodType<T>;
  readonly noun: Noun;
}

/** The entries of one list that could be read (`kept`) and those that could not (`rejected`). */
interface ReadEntries<T> {
  readonly kept: T[];
  readonly rejected: unknown[];
}

/** A value rebuilt from what could be read, with what could not, list by list. */
interface Salvaged<T> {
  readonly value: T;
  readonly lists: readonly (ReadEntries<unknown> & { readonly noun: Noun })[];
}

interface LocalStoreOptions<T> {
  /**
   * Reads, entry by entry, a value that its schema rejected; `undefined` when not even its frame
   * (the lists themselves) can be read. Without it, any unreadable part sets the whole value aside.
   */
  readonly salvage?: (json: unknown) => Salvaged<T> | undefined;
  /** What the value is, for the report when the whole of it is set aside. */
  readonly unreadable?: UnreadableWhat;
}

/** Sorts a list's entries into those the schema reads and those it does not. */
export function readEntries<T>(list: readonly unknown[], schema: z.ZodType<T>): ReadEntries<T> {
  const kept: T[] = [];
  const rejected: unknown[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else rejected.push(item);
  }
  return { kept, rejected };
}

const listFrame = z.array(z.unknown());

/** A store of one list whose unreadable entries are set aside one by one. */
export function createLocalListStore<T>(
  key: string,
  kind: EntryKind<T>,
  options: Omit<LocalStoreOptions<T[]>, 'salvage'> = {},
): LocalStore<T[]> {
  return createLocalStore(key, z.array(kind.schema), [], {
    ...options,
    salvage: (json) => {
      const frame = listFrame.safeParse(json);
      if (!frame.success) return undefined;
      const entries = readEntries(frame.data, kind.schema);
      return { value: entries.kept, lists: [{ ...entries, noun: kind.noun }] };
    },
  });
}

/** The report of a salvage: how many entries of each list were set aside, if any were. */
function setAsideProblem(lists: Salvaged<unknown>['lists']): StoreProblem | undefined {
  const counted = lists
    .filter((list) => list.rejected.length > 0)
    .map(({ rejected, noun }) => ({ noun, count: rejected.length }));
  if (counted.length === 0) return undefined;
  return { kind: 'set-aside', lists: counted, othersKept: lists.some((list) => list.kept.length > 0) };
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Adds entries to those already set aside under `key`, once each. Throws when storage refuses. */
function appendSetAside(key: string, entries: readonly unknown[]): void {
  if (entries.length === 0) return;
  const text = readStorage(key);
  const parsed = listFrame.safeParse(text === null ? [] : parseJson(text));
  // Something else under the key (edited by hand) is kept too, as the first entry, rather than lost.
  const before = parsed.success ? parsed.data : [text];
  const seen = new Set(before.map((entry) => JSON.stringify(entry)));
  const added = entries.filter((entry) => !seen.has(JSON.stringify(entry)));
  if (added.length > 0) localStorage.setItem(key, JSON.stringify([...before, ...added]));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createLocalStore<T>(
  key: string,
  schema: z.ZodType<T>,
  initial: T,
  options: LocalStoreOptions<T> = {},
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cachedValue: T = initial;
  let problem: StoreProblem | undefined;
  // Set while the browser refuses to save: the in-memory value is then the truth, not the stale text.
  let unsaved = false;

  /** Keeps what can be read; `false` when nothing can (the caller then sets the whole value aside). */
  function salvage(json: unknown, text: string): boolean {
    const salvaged = options.salvage?.(json);
    if (salvaged === undefined) return false;
    cachedValue = salvaged.value;
    cachedText = text;
    problem = setAsideProblem(salvaged.lists) ?? problem;
    try {
      appendSetAside(
        `${key}:corrupt-entries`,
        salvaged.lists.flatMap((list) => list.rejected),
      );
      // Saved without the unreadable entries only once they are safe elsewhere, so the report is
      // made once, not on every reload.
      const cleaned = JSON.stringify(salvaged.value);
      localStorage.setItem(key, cleaned);
      cachedText = cleaned;
    } catch {
      // Storage unavailable: the stored text stays as it was, unreadable entries included.
    }
    return true;
  }

  function load(): T {
    if (unsaved) return cachedValue;
    const text = readStorage(key);
    if (text === cachedText) return cachedValue;
    cachedText = text;
    if (text === null) {
      cachedValue = initial;
      return cachedValue;
    }
    const json = parseJson(text);
    const parsed = schema.safeParse(json);
    if (parsed.success) {
      cachedValue = parsed.data;
    } else if (!salvage(json, text)) {
      problem = { kind: 'unreadable', what: options.unreadable ?? 'stored.what.value' };
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
        problem = { kind: 'not-saved' };
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
