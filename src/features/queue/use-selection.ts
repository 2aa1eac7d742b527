import { useMemo, useState } from 'react';
import type { JournalEntry } from '@/api/workspace/journal';
import { rowKey } from './journal-rows';

/** "Select all queued matching" stops here: one confirmation should not delete a whole day's work. */
export const selectAllCap = 1_000;

interface Selection {
  /** The filters it was made under (`filterKey`): under other filters it is set aside, not applied. */
  readonly filters: string;
  /** The queue's URL query when it was made, to go back to those filters. */
  readonly search: string;
  readonly entries: ReadonlyMap<string, JournalEntry>;
  /** When "select all" stopped at the cap: how many matched. */
  readonly cappedAt?: number;
}

export interface QueueSelection {
  /** What is selected under the filters shown (empty when the selection was made under others). */
  readonly entries: ReadonlyMap<string, JournalEntry>;
  readonly has: (key: string) => boolean;
  /** How many queued executions matched when "select all" stopped at the cap. */
  readonly cappedAt: number | undefined;
  /** A selection made under other filters: how many, and the URL query that shows them again. */
  readonly setAside: { readonly count: number; readonly search: string } | undefined;
  readonly toggle: (entries: readonly JournalEntry[], selected: boolean) => void;
  readonly replace: (entries: readonly JournalEntry[], cappedAt?: number) => void;
  readonly remove: (entries: readonly JournalEntry[]) => void;
  readonly clear: () => void;
}

/**
 * The rows the operator selected, kept by key whatever block they came in, so scrolling and loading
 * more rows never loses them. A selection belongs to the filters it was made under: when the filters
 * change it is set aside (the page says so and offers to go back), so an action never touches rows the
 * operator can no longer see in the list.
 */
export function useSelection(filters: string, search: string): QueueSelection {
  const [selection, setSelection] = useState<Selection>({ filters, search, entries: new Map() });
  const current = selection.filters === filters;

  // Stable while the filters stay, so the rows (memoised) do not redraw when one of them is selected.
  const changes = useMemo(() => {
    const change = (update: (entries: Map<string, JournalEntry>) => void) =>
      setSelection((previous) => {
        // A change under other filters starts a new selection; the one set aside is dropped.
        const entries = new Map(previous.filters === filters ? previous.entries : []);
        update(entries);
        return { filters, search, entries };
      });
    return {
      toggle: (entries: readonly JournalEntry[], selected: boolean) =>
        change((map) => {
          for (const entry of entries) {
            if (selected) map.set(rowKey(entry), entry);
            else map.delete(rowKey(entry));
          }
        }),
      replace: (entries: readonly JournalEntry[], cappedAt?: number) =>
        setSelection({
          filters,
          search,
          entries: new Map(entries.map((entry) => [rowKey(entry), entry])),
          ...(cappedAt === undefined ? {} : { cappedAt }),
        }),
      remove: (entries: readonly JournalEntry[]) =>
        setSelection((previous) => {
          const map = new Map(previous.entries);
          for (const entry of entries) map.delete(rowKey(entry));
          // Once the rows are deleted, "the first 1,000 of …" no longer describes what is selected.
          return { filters: previous.filters, search: previous.search, entries: map };
        }),
      clear: () => setSelection({ filters, search, entries: new Map() }),
    };
  }, [filters, search]);

  // One object while nothing changes, so the parts that take it (memoised) do not draw again.
  return useMemo(
    () => ({
      ...changes,
      entries: current ? selection.entries : nothingSelected,
      has: (key: string) => current && selection.entries.has(key),
      cappedAt: current ? selection.cappedAt : undefined,
      setAside:
        !current && selection.entries.size > 0
          ? { count: selection.entries.size, search: selection.search }
          : undefined,
    }),
    [changes, current, selection],
  );
}

const nothingSelected: ReadonlyMap<string, JournalEntry> = new Map();
