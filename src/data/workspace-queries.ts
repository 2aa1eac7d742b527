/**
 * Query options for the team workspace, shared by every screen that shows the same data (the run form and
 * the catalog page both read the catalog; the queue and the execution page both read the journal), so
 * one cache entry serves them all and one invalidation refreshes them all.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ActivityQuery } from '@/api/workspace/activity';
import type { HistoryQuery } from '@/api/workspace/history';
import type { JournalQuery } from '@/api/workspace/journal';
import { workspaceApi, workspaceKeys } from './workspace-client';

export const teamCatalogQuery = queryOptions({
  queryKey: workspaceKeys.catalog(),
  queryFn: ({ signal }) => workspaceApi.catalog(signal),
  staleTime: 10_000,
});

export const journalPageQuery = (query: JournalQuery) =>
  queryOptions({
    queryKey: workspaceKeys.journalPage(query),
    queryFn: ({ signal }) => workspaceApi.journalPage(query, signal),
  });

export const journalFacetsQuery = queryOptions({
  queryKey: workspaceKeys.journalFacets(),
  queryFn: ({ signal }) => workspaceApi.journalFacets(signal),
  staleTime: 30_000,
});

export const journalEntryQuery = (computerId: string, executionId: string) =>
  queryOptions({
    queryKey: workspaceKeys.journalEntry(computerId, executionId),
    queryFn: ({ signal }) => workspaceApi.journalEntry(computerId, executionId, signal),
  });

export const endedSummaryQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: workspaceKeys.endedSummary(from, to),
    queryFn: ({ signal }) => workspaceApi.endedSummary(from, to, signal),
  });

export const historyPageQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: workspaceKeys.historyPage(query),
    queryFn: ({ signal }) => workspaceApi.history(query, signal),
  });

export const knownRecordsQuery = (form: 'suppliers' | 'job-positions') =>
  queryOptions({
    queryKey: workspaceKeys.known(form),
    queryFn: ({ signal }) => workspaceApi.known(form, signal),
  });

export const activityPageQuery = (query: ActivityQuery) =>
  queryOptions({
    queryKey: workspaceKeys.activityPage(query),
    queryFn: ({ signal }) => workspaceApi.activity(query, signal),
  });

/** Rows per block of the queue's scrolling list: what one request brings as the operator scrolls. */
export const journalBlockSize = 100;

/**
 * One block of the journal as the queue's list loads it: the rows from `block * journalBlockSize`, for
 * `query`'s filters and order. It is a journal page like any other (same key factory, same `{ items,
 * total }` shape), so whatever patches or invalidates the journal's pages reaches every block.
 */
export const journalBlockQuery = (query: JournalQuery, block: number) =>
  journalPageQuery({ ...query, offset: block * journalBlockSize, limit: journalBlockSize });
