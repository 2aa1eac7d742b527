/**
 * Query options for the team workspace, shared by every screen that shows the same data (the run form and
 * the catalog page both read the catalog; the queue and the execution page both read the journal), so
 * one cache entry serves them all and one invalidation refreshes them all.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActivityQuery } from '@/api/workspace/activity';
import type { HistoryQuery } from '@/api/workspace/history';
import type { JournalQuery } from '@/api/workspace/journal';
import type { MonthlySummaryQuery } from '@/api/workspace/monthly-summary';
import type { OverviewQuery } from '@/api/workspace/overview';
import { scheduleInputSchema, type Schedule, type ScheduleSettings } from '@/api/workspace/schedules';
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

/**
 * The overview of a period as the page names it (`asked`, the key). `question` makes the question at the
 * instant of each read, so that a period ending "now" ends when it is read (a refetch, a change heard
 * live), not when the page was opened; the answer keeps the question it answers.
 */
export const overviewQuery = (asked: object, question: (now: number) => OverviewQuery) =>
  queryOptions({
    queryKey: workspaceKeys.overview(asked),
    queryFn: async ({ signal }) => {
      const query = question(Date.now());
      return { query, overview: await workspaceApi.overview(query, signal) };
    },
  });

/** The alerts, read again every 15 s while a page shows them (the watchdogs look every 30 s). */
export const alertsQuery = (state: 'open' | 'all') =>
  queryOptions({
    queryKey: workspaceKeys.alertList(state),
    queryFn: ({ signal }) => workspaceApi.alerts(state, signal),
    refetchInterval: 15_000,
  });

/** The job position (and supplier) whose hourly values price the time saved. */
export const timeSavedReferenceQuery = queryOptions({
  queryKey: workspaceKeys.timeSavedReference(),
  queryFn: ({ signal }) => workspaceApi.timeSavedReference(signal),
});

export const monthlySummaryQuery = (query: MonthlySummaryQuery) =>
  queryOptions({
    queryKey: workspaceKeys.monthlySummary(query),
    queryFn: ({ signal }) => workspaceApi.monthlySummary(query, signal),
  });

/** The team's status → outcome mapping of the reporting records. */
export const reportingOutcomesQuery = queryOptions({
  queryKey: workspaceKeys.reportingOutcomes(),
  queryFn: ({ signal }) => workspaceApi.reportingOutcomes(signal),
});

export const watchdogSettingsQuery = queryOptions({
  queryKey: workspaceKeys.watchdogSettings(),
  queryFn: ({ signal }) => workspaceApi.watchdogSettings(signal),
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

export const schedulesQuery = queryOptions({
  queryKey: workspaceKeys.scheduleList(),
  queryFn: ({ signal }) => workspaceApi.schedules(signal),
});

/** A schedule with its preview and its latest fires. */
export const scheduleQuery = (id: string) =>
  queryOptions({
    queryKey: workspaceKeys.schedule(id),
    queryFn: ({ signal }) => workspaceApi.schedule(id, signal),
  });

export const noRunDaysQuery = queryOptions({
  queryKey: workspaceKeys.noRunDays(),
  queryFn: ({ signal }) => workspaceApi.noRunDays(signal),
});

/**
 * The settings a schedule was saved with, as a change sends them back: a secret's value empty, which
 * the server reads as "keep the one saved". A change sends every setting, because the server's PATCH
 * takes the fields it is not sent as their defaults (its schema is the input's made partial, whose
 * defaults still apply): sending only `paused` would empty the variables.
 */
export function savedSettings(schedule: Schedule): ScheduleSettings {
  return scheduleInputSchema.parse({
    ...schedule,
    variables: schedule.variables.map((v) => ({ name: v.name, value: v.value ?? '', secret: v.secret })),
  });
}

/**
 * Pausing or resuming a schedule from the version shown, for the schedule's page and the command
 * palette alike: every schedule read is refreshed after, whatever the answer (a refusal means the page
 * was behind).
 */
export const pauseScheduleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({
      schedule,
      paused,
      note,
    }: {
      schedule: Schedule;
      paused: boolean;
      /** Why it is paused, as typed ('' for none); left out, the note stays as it is. Resuming clears it. */
      note?: string;
    }) =>
      workspaceApi.updateSchedule(schedule.id, {
        ...savedSettings(schedule),
        paused,
        pauseNote: paused ? (note === undefined ? schedule.pauseNote : note.trim() || null) : null,
        version: schedule.version,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.schedules() }),
  });

/** "Run now": the run starts at once, outside the calendar; its fire joins the history, its run the journal. */
export const runScheduleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => workspaceApi.runSchedule(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.schedules() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() }),
      ]),
  });

/** Everyone who has signed in, and their role (admins only). */
export const teamQuery = queryOptions({
  queryKey: workspaceKeys.team(),
  queryFn: ({ signal }) => workspaceApi.team(signal),
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
