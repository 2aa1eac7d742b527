import { useDebouncedValue } from '@mantine/hooks';
import { useQueries, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import {
  journalQuerySchema,
  type JournalEntry,
  type JournalPage,
  type JournalQuery,
} from '@/api/workspace/journal';
import { useJournalRefetchInterval } from '@/data/use-live-journal';
import { workspaceKeys } from '@/data/workspace-client';
import { journalBlockQuery, journalBlockSize } from '@/data/workspace-queries';
import { rowKey } from './journal-rows';

/**
 * The blocks are asked for once scrolling rests this long, so dragging the scroll bar across 100,000
 * rows asks for the rows where it stops, not for every block it passes.
 */
const settleMs = 80;

/** The blocks (beyond the first, which the page reads) that hold these rows, as "1,2". */
function blocksFor(rows: readonly number[]): string {
  const blocks = new Set(rows.map((row) => Math.floor(row / journalBlockSize)).filter((block) => block > 0));
  return [...blocks].sort((a, b) => a - b).join(',');
}

/**
 * The rows of the list by index, read in blocks of `journalBlockSize` as they come into view: block 0
 * is `first` (the page's own query, which also gives the total), the others are one query each, keyed
 * like any journal page, so a refresh or a patch of the journal reaches them wherever they are.
 * Returns `rowAt(index)`: undefined for a row whose block has not arrived yet.
 */
export function useJournalBlocks(
  query: JournalQuery,
  first: JournalPage,
  /** The indexes of the rows drawn. */
  rows: readonly number[],
  /** False while `first` is the previous answer: rows of two different lists are never mixed. */
  enabled: boolean,
) {
  const refetchInterval = useJournalRefetchInterval();
  const [settled] = useDebouncedValue(blocksFor(rows), settleMs);
  const blocks = settled === '' ? [] : settled.split(',').map(Number);
  const results = useQueries({
    queries: blocks.map((block) => ({
      ...journalBlockQuery(query, block),
      enabled,
      // Only while the live stream is down: otherwise it brings every change as it happens.
      refetchInterval,
    })),
  });
  const loaded = new Map<number, readonly JournalEntry[]>([[0, first.items]]);
  blocks.forEach((block, index) => {
    const items = results[index]?.data?.items;
    if (enabled && items !== undefined) loaded.set(block, items);
  });
  return (index: number): JournalEntry | undefined =>
    loaded.get(Math.floor(index / journalBlockSize))?.[index % journalBlockSize];
}

/** Every row of the list this browser holds (the blocks loaded so far, in the list's order). */
export function loadedRows(queryClient: QueryClient, query: JournalQuery, total: number): JournalEntry[] {
  const rows: JournalEntry[] = [];
  for (let block = 0; block * journalBlockSize < total; block += 1) {
    rows.push(...(queryClient.getQueryData(journalBlockQuery(query, block).queryKey)?.items ?? []));
  }
  return rows;
}

/** Every cached list of the journal (pages and blocks of any filters): their common key prefix. */
export const journalListsKey = workspaceKeys.journalPage(journalQuerySchema.parse({})).slice(0, -1);

/**
 * The latest version this browser holds of each entry (from any list read since), so that a selection
 * made a while ago is judged on what the journal says now: a row that started meanwhile is no longer
 * offered for deletion.
 */
function latestVersions(queryClient: QueryClient, entries: Iterable<JournalEntry>): JournalEntry[] {
  const wanted = new Map<string, JournalEntry>();
  for (const entry of entries) wanted.set(rowKey(entry), entry);
  if (wanted.size === 0) return [];
  for (const [, page] of queryClient.getQueriesData<JournalPage>({ queryKey: journalListsKey })) {
    for (const entry of page?.items ?? []) {
      const key = rowKey(entry);
      const known = wanted.get(key);
      if (known !== undefined && entry.updatedAt > known.updatedAt) wanted.set(key, entry);
    }
  }
  return [...wanted.values()];
}

/** The last versions read of each selection (a selection is a new map whenever it changes). */
const snapshots = new WeakMap<
  ReadonlyMap<string, JournalEntry>,
  { readonly versions: string; readonly value: JournalEntry[] }
>();

/**
 * `latestVersions` of the selection, kept up to date: drawn again when a list read or patched since holds
 * a newer version of a selected execution (wherever it is in the list), and only then. Nothing is watched
 * while nothing is selected.
 */
export function useLatestVersions(entries: ReadonlyMap<string, JournalEntry>): JournalEntry[] {
  const queryClient = useQueryClient();
  const watching = entries.size > 0;
  const subscribe = useCallback(
    (onChange: () => void) =>
      watching
        ? queryClient.getQueryCache().subscribe((event) => {
            // The cache's events type their query loosely: only its key is read.
            const key: readonly unknown[] = (event.query as Query).queryKey;
            if (event.type === 'updated' && event.action.type === 'success' && key[1] === 'journal') {
              onChange();
            }
          })
        : () => undefined,
    [queryClient, watching],
  );
  // The same array as long as every version is the same, as `useSyncExternalStore` needs.
  const getSnapshot = useCallback(() => {
    const value = latestVersions(queryClient, entries.values());
    const versions = value.map((entry) => `${rowKey(entry)}@${entry.updatedAt}`).join('\n');
    const known = snapshots.get(entries);
    if (known?.versions === versions) return known.value;
    snapshots.set(entries, { versions, value });
    return value;
  }, [queryClient, entries]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
