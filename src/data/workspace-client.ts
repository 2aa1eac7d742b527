/**
 * The browser's calls to the team workspace (`/api/...` on our own server), through the one fetch wrapper
 * of client.ts: every answer is parsed with its schema from @/api/workspace, every failure is an ApiError.
 * Query keys come from `workspaceKeys`, so a change invalidates exactly what it affects.
 */
import type { z } from 'zod';
import { ApiError, isApiError } from '@/api/api-error';
import { readAnswer, send } from '@/api/http';
import { csrfHeader } from '@/api/csrf';
import { activityPageSchema, type ActivityQuery } from '@/api/workspace/activity';
import {
  catalogImportSummarySchema,
  catalogRobotSchema,
  catalogRuntimeSchema,
  conflictBodySchema,
  teamCatalogSchema,
  type CatalogFile,
  type RobotInput,
  type RuntimeInput,
} from '@/api/workspace/catalog';
import {
  historyEntrySchema,
  historyPageSchema,
  type HistoryQuery,
  type ReportForm,
} from '@/api/workspace/history';
import {
  endedSummarySchema,
  journalEntrySchema,
  journalFacetsSchema,
  journalPageSchema,
  type JournalQuery,
} from '@/api/workspace/journal';
import { moveInResultSchema, type MoveInRequest } from '@/api/workspace/move-in';
import {
  routeName,
  workspacePath,
  workspaceRouteTable,
  type WorkspaceRouteCall,
} from '@/api/workspace/routes';

/** Query string of a filter object: lists repeat their key, flags are 1, empty values are left out. */
export function toSearchParams(values: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (value === true) {
      params.set(key, '1');
    } else if (typeof value === 'string' || typeof value === 'number') {
      params.set(key, String(value));
    }
  }
  return params;
}

const withQuery = (path: string, values: Readonly<Record<string, unknown>>) => {
  const query = toSearchParams(values).toString();
  return query === '' ? path : `${path}?${query}`;
};

interface CallOptions {
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

/** A route of the table (routes.ts), its query string made of `query`. */
async function call<T>(
  route: WorkspaceRouteCall,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  const url = withQuery(workspacePath(route), options.query ?? {});
  const response = await send(
    (input, init) => fetch(input, init),
    url,
    {
      method: workspaceRouteTable[routeName(route)].method,
      credentials: 'same-origin',
      headers: { ...csrfHeader, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    },
    url,
  );
  const value = await readAnswer(response, url, { kind: 'json', schema });
  if (value === undefined)
    throw new ApiError({ kind: 'unexpected-response', message: 'No answer.', path: url });
  return value;
}

/** Who changed an entry since it was opened, when a save or delete is refused for that (409). */
export function conflictOf(error: unknown): z.infer<typeof conflictBodySchema> | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = conflictBodySchema.safeParse(error.details);
  return parsed.success ? parsed.data : undefined;
}

export const workspaceKeys = {
  all: ['workspace'] as const,
  journal: () => ['workspace', 'journal'] as const,
  journalPage: (query: JournalQuery) => ['workspace', 'journal', 'page', query] as const,
  journalFacets: () => ['workspace', 'journal', 'facets'] as const,
  /** Every single entry of the journal (not a list of them). */
  journalEntries: () => ['workspace', 'journal', 'entry'] as const,
  journalEntry: (computerId: string, executionId: string) =>
    ['workspace', 'journal', 'entry', computerId, executionId] as const,
  endedSummary: (from: number, to: number) => ['workspace', 'journal', 'summary', from, to] as const,
  catalog: () => ['workspace', 'catalog'] as const,
  history: (form: ReportForm) => ['workspace', 'history', form] as const,
  historyPage: (query: HistoryQuery) => ['workspace', 'history', query.form, query] as const,
  known: (form: 'suppliers' | 'job-positions') => ['workspace', 'history', form, 'known'] as const,
  activity: () => ['workspace', 'activity'] as const,
  activityPage: (query: ActivityQuery) => ['workspace', 'activity', query] as const,
};

export const workspaceApi = {
  // --- journal ---
  journalPage: (query: JournalQuery, signal?: AbortSignal) =>
    call('journalPage', journalPageSchema, { query, signal }),
  journalFacets: (signal?: AbortSignal) => call('journalFacets', journalFacetsSchema, { signal }),
  /** The journal's entry, or `null` when the journal does not hold this execution. */
  journalEntry: async (computerId: string, executionId: string, signal?: AbortSignal) => {
    try {
      return await call({ name: 'journalEntry', params: { computerId, executionId } }, journalEntrySchema, {
        signal,
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  track: (computerId: string, executionId: string) =>
    call('track', journalEntrySchema, { body: { computerId, executionId } }),
  endedSummary: (from: number, to: number, signal?: AbortSignal) =>
    call('endedSummary', endedSummarySchema, { query: { from, to }, signal }),

  // --- catalog ---
  catalog: (signal?: AbortSignal) => call('catalog', teamCatalogSchema, { signal }),
  createRuntime: (entry: RuntimeInput) => call('createRuntime', catalogRuntimeSchema, { body: { entry } }),
  updateRuntime: (id: string, entry: RuntimeInput, version: number) =>
    call({ name: 'updateRuntime', params: { id } }, catalogRuntimeSchema, { body: { entry, version } }),
  deleteRuntime: (id: string, version: number) =>
    call({ name: 'deleteRuntime', params: { id } }, catalogRuntimeSchema, { query: { version } }),
  createRobot: (entry: RobotInput) => call('createRobot', catalogRobotSchema, { body: { entry } }),
  updateRobot: (id: string, entry: RobotInput, version: number) =>
    call({ name: 'updateRobot', params: { id } }, catalogRobotSchema, { body: { entry, version } }),
  deleteRobot: (id: string, version: number) =>
    call({ name: 'deleteRobot', params: { id } }, catalogRobotSchema, { query: { version } }),
  /** What importing `file` would add and replace (`apply: false`), or does (`apply: true`). */
  importCatalog: (file: CatalogFile, apply: boolean) =>
    call('importCatalog', catalogImportSummarySchema, { body: { file, apply } }),

  // --- reporting history, activity ---
  history: (query: HistoryQuery, signal?: AbortSignal) =>
    call('history', historyPageSchema, { query, signal }),
  known: (form: 'suppliers' | 'job-positions', signal?: AbortSignal) =>
    call('known', historyEntrySchema.array(), { query: { form }, signal }),
  activity: (query: ActivityQuery, signal?: AbortSignal) =>
    call('activity', activityPageSchema, { query, signal }),

  // --- moving in ---
  moveIn: (request: MoveInRequest) => call('moveIn', moveInResultSchema, { body: request }),
};
