/**
 * The live journal's announcements: each change of an execution told once to whoever listens (the end
 * notices), whether the stream brought it or, while the stream is down, a read of the journal did.
 */
import type { JournalEntry } from '@/api/workspace/journal';

export type EntryListener = (entry: JournalEntry, previous: JournalEntry | undefined) => void;

/** One execution as a key: its Runtime and its id (either may hold any character). */
export const executionKey = (entry: { computerId: string; executionId: string }) =>
  JSON.stringify([entry.computerId, entry.executionId]);

export function createAnnouncer() {
  const listeners = new Set<EntryListener>();
  // The last version of each execution the listeners heard of.
  const told = new Map<string, JournalEntry>();

  function tell(entry: JournalEntry, previous: JournalEntry | undefined): void {
    told.set(executionKey(entry), entry);
    for (const listener of listeners) listener(entry, previous);
  }

  return {
    tell,
    /** The version of an execution last told, by `executionKey`. */
    told: (key: string): JournalEntry | undefined => told.get(key),
    subscribe: (listener: EntryListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A read of the journal found a newer version of an execution the listeners already know. */
    heardFromRead(data: unknown): void {
      const entries: unknown[] = [];
      const collect = (value: unknown) => {
        if (typeof value !== 'object' || value === null) return;
        if ('items' in value && Array.isArray(value.items)) entries.push(...(value.items as unknown[]));
        else if ('pages' in value && Array.isArray(value.pages)) (value.pages as unknown[]).forEach(collect);
        else if ('executionId' in value) entries.push(value);
      };
      collect(data);
      for (const item of entries) {
        const entry = item as JournalEntry;
        const known = told.get(executionKey(entry));
        if (known === undefined) told.set(executionKey(entry), entry);
        else if (entry.updatedAt > known.updatedAt) tell(entry, known);
      }
    },
  };
}
export type Announcer = ReturnType<typeof createAnnouncer>;
