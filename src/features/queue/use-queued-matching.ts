import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, JournalQuery } from '@/api/workspace/journal';
import { maxJournalPage } from '@/api/workspace/paging';
import { workspaceApi } from '@/data/workspace-client';
import { journalBlockQuery, journalPageQuery } from '@/data/workspace-queries';
import { canDelete, queuedStatuses, rowKey } from './journal-rows';
import { selectAllCap } from './use-selection';

interface QueuedMatches {
  /** The deletable executions, up to the cap, in the list's order. */
  readonly entries: readonly JournalEntry[];
  /** How many matched when there were more than the cap; undefined when all are in `entries`. */
  readonly cappedAt: number | undefined;
}

/**
 * The queued executions matching the operator's filters, which "Select all queued" selects: how many
 * there are, and their rows. When the whole list is in its first block the browser already holds
 * them; otherwise the server counts them, and their rows are read page by page up to `selectAllCap`
 * when asked.
 */
export function useQueuedMatching(
  query: JournalQuery,
  presentStatuses: readonly string[],
  /**
   * What the first block says: how many rows match and, when it holds them all, how many are queued
   * (undefined: the server counts them).
   */
  first: { readonly total: number; readonly queuedHeld: number | undefined } | undefined,
) {
  const queryClient = useQueryClient();
  const status = queuedStatuses(presentStatuses, query.status);
  const queued: JournalQuery = { ...query, status, offset: 0, limit: 1 };
  const held = first?.queuedHeld;
  const count = useQuery({
    ...journalPageQuery(queued),
    enabled: held === undefined && first !== undefined && status.length > 0,
    placeholderData: keepPreviousData,
  });

  const load = useMutation({
    mutationFn: async (): Promise<QueuedMatches> => {
      if (held !== undefined) {
        // The whole list is in the first block: its rows as the browser holds them now.
        const items = queryClient.getQueryData(journalBlockQuery(query, 0).queryKey)?.items ?? [];
        return { entries: items.filter(canDelete), cappedAt: undefined };
      }
      const found = new Map<string, JournalEntry>();
      let total = Number.POSITIVE_INFINITY;
      for (let offset = 0; offset < total && found.size < selectAllCap; offset += maxJournalPage) {
        const page = await workspaceApi.journalPage({ ...queued, offset, limit: maxJournalPage });
        total = page.total;
        if (page.items.length === 0) break;
        // Rows can move between two reads (a new run shifts the pages): the key keeps each one once.
        for (const entry of page.items) {
          if (canDelete(entry) && found.size < selectAllCap) found.set(rowKey(entry), entry);
        }
      }
      return { entries: [...found.values()], cappedAt: total > selectAllCap ? total : undefined };
    },
  });

  return {
    /** How many queued executions match; 0 when none can (a status filter without a queued one). */
    count: held ?? (status.length === 0 ? 0 : (count.data?.total ?? 0)),
    load,
  };
}
