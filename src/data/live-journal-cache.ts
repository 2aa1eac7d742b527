/**
 * The live journal's cache updates: each change heard is written into the execution's entry and into
 * every cached list of the journal that holds it, several at once in one draw of the pages; a change
 * that can move an entry in or out of a filtered list refreshes the lists and the overview, and every read
 * of the journal is passed to the announcements.
 */
import { notifyManager, partialMatchKey, type Query, type QueryClient } from '@tanstack/react-query';
import { executionKey, type Announcer } from './live-journal-announcements';
import type { JournalEntry } from '@/api/workspace/journal';
import { workspaceKeys } from './workspace-client';

/** The keys of the journal's list queries (pages and blocks of the queue, the summaries), not single entries. */
function isJournalList(queryKey: readonly unknown[]): boolean {
  return (
    partialMatchKey(queryKey, workspaceKeys.journal()) &&
    !partialMatchKey(queryKey, workspaceKeys.journalEntries())
  );
}

/**
 * Replaces the changed entries wherever a cached list holds them, in one pass over the list, and notes in
 * `replaced` what each replaced (the first version found). Returns `data` itself when none is there.
 */
function patchList(
  data: unknown,
  changes: ReadonlyMap<string, JournalEntry>,
  ids: ReadonlySet<string>,
  replaced: Map<string, JournalEntry>,
): unknown {
  if (typeof data !== 'object' || data === null) return data;
  if ('items' in data && Array.isArray(data.items)) {
    const items = data.items as unknown[];
    let next: unknown[] | undefined;
    items.forEach((item, index) => {
      if (typeof item !== 'object' || item === null || !('executionId' in item)) return;
      const old = item as JournalEntry;
      // Most rows are not among the changes: the id alone says so without building a key.
      if (!ids.has(old.executionId)) return;
      const key = executionKey(old);
      const change = changes.get(key);
      if (change === undefined) return;
      if (!replaced.has(key)) replaced.set(key, old);
      next ??= [...items];
      next[index] = change;
    });
    return next === undefined ? data : { ...data, items: next };
  }
  // An infinite query: its pages are lists.
  if ('pages' in data && Array.isArray(data.pages)) {
    const pages = data.pages as unknown[];
    const patched = pages.map((page) => patchList(page, changes, ids, replaced));
    return patched.every((page, index) => page === pages[index]) ? data : { ...data, pages: patched };
  }
  return data;
}

/** A change that can move the entry in or out of a filtered, sorted list, rather than only repaint it. */
function movesInLists(previous: JournalEntry | undefined, entry: JournalEntry): boolean {
  return (
    previous === undefined ||
    previous.status !== entry.status ||
    previous.ended !== entry.ended ||
    previous.deletedAt !== entry.deletedAt ||
    previous.init !== entry.init ||
    previous.end !== entry.end
  );
}

interface CacheTiming {
  readonly listRefreshDelayMs: number;
  readonly applyDelayMs: number;
}

export function createCacheWriter(queryClient: QueryClient, timing: CacheTiming, announcer: Announcer) {
  let listTimer: ReturnType<typeof setTimeout> | undefined;

  function refreshLists(): void {
    clearTimeout(listTimer);
    listTimer = undefined;
    // The overview counts the same executions: what started, ended or was deleted moves its figures too.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        isJournalList(queryKey) || partialMatchKey(queryKey, workspaceKeys.overviews()),
    });
  }

  function scheduleListRefresh(): void {
    listTimer ??= setTimeout(refreshLists, timing.listRefreshDelayMs);
  }

  // True while this journal writes the cache itself: those writes are its own changes, not reads.
  let writing = false;

  const listenToReads = () =>
    queryClient.getQueryCache().subscribe((event) => {
      if (writing || event.type !== 'updated' || event.action.type !== 'success') return;
      // The cache's events type their query loosely: read only what is needed, as unknown.
      const query = event.query as Query;
      if (!partialMatchKey(query.queryKey, workspaceKeys.journal())) return;
      announcer.heardFromRead(query.state.data);
    });
  // Changes heard but not yet written into the cache, by execution (a newer one replaces an older one).
  let pending = new Map<string, JournalEntry>();
  let applyTimer: ReturnType<typeof setTimeout> | undefined;

  function apply(entry: JournalEntry): void {
    pending.set(executionKey(entry), entry);
    applyTimer ??= setTimeout(applyPending, timing.applyDelayMs);
  }

  /**
   * Writes the changes heard since the last time into the entries and every list that holds them, in one
   * batch of the cache's notifications: the pages draw once for all of them.
   */
  function applyPending(): void {
    clearTimeout(applyTimer);
    applyTimer = undefined;
    if (pending.size === 0) return;
    const changes = new Map<string, JournalEntry>();
    for (const [key, entry] of pending) {
      // A read of the journal since it was heard may have brought a newer version: that one stands.
      const known = announcer.told(key);
      if (known === undefined || known.updatedAt <= entry.updatedAt) changes.set(key, entry);
    }
    pending = new Map();
    if (changes.size === 0) return;
    const before = new Map<string, JournalEntry | undefined>();
    for (const [key, entry] of changes) {
      const entryKey = workspaceKeys.journalEntry(entry.computerId, entry.executionId);
      before.set(
        key,
        announcer.told(key) ?? queryClient.getQueryData<JournalEntry | null>(entryKey) ?? undefined,
      );
    }
    const ids = new Set([...changes.values()].map((entry) => entry.executionId));
    const inLists = new Map<string, JournalEntry>();
    writing = true;
    try {
      notifyManager.batch(() => {
        for (const entry of changes.values()) {
          queryClient.setQueryData(workspaceKeys.journalEntry(entry.computerId, entry.executionId), entry);
        }
        for (const query of queryClient.getQueryCache().findAll({ queryKey: workspaceKeys.journal() })) {
          if (!isJournalList(query.queryKey)) continue;
          const data = query.state.data;
          const patched = patchList(data, changes, ids, inLists);
          if (patched !== data) queryClient.setQueryData(query.queryKey, patched);
        }
      });
    } finally {
      writing = false;
    }
    let moved = false;
    for (const [key, entry] of changes) {
      const previous = before.get(key) ?? inLists.get(key);
      if (movesInLists(previous, entry)) moved = true;
      announcer.tell(entry, previous);
    }
    if (moved) scheduleListRefresh();
  }

  return {
    apply,
    applyPending,
    listenToReads,
    stop(): void {
      clearTimeout(listTimer);
      clearTimeout(applyTimer);
      applyTimer = undefined;
      pending.clear();
    },
  };
}
