/**
 * The browser's calls to the team workspace (`/api/...` on our own server), through the one fetch wrapper
 * of client.ts: every answer is parsed with its schema from @/api/workspace, every failure is an ApiError.
 * Query keys come from `workspaceKeys`, so a change invalidates exactly what it affects.
 */
import { reportingOutcomesSchema, type OutcomeMapping } from '@/api/workspace/reporting-outcomes';
import { monthlySummarySchema, type MonthlySummaryQuery } from '@/api/workspace/monthly-summary';
import {
  timeSavedReferenceSchema,
  type TimeSavedReferenceChoice,
} from '@/api/workspace/time-saved-reference';
import type { z } from '@/api/zod';
import { ApiError, isApiError } from '@/api/api-error';
import { readAnswer, send } from '@/api/http';
import { csrfHeader } from '@/api/csrf';
import { activityPageSchema, type ActivityQuery } from '@/api/workspace/activity';
import { apiTokenCreatedSchema, apiTokensSchema, type ApiTokenCreate } from '@/api/workspace/api-tokens';
import {
  alertSchema,
  alertsPageSchema,
  watchdogSettingsSchema,
  type WatchdogRules,
} from '@/api/workspace/alerts';
import {
  catalogImportSummarySchema,
  catalogRobotSchema,
  catalogRuntimeSchema,
  conflictBodySchema,
  teamCatalogSchema,
} from '@/api/workspace/catalog';
import { type CatalogFile, type RobotInput, type RuntimeInput } from '@/api/workspace/catalog-input';
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
import { noRunDaysSchema } from '@/api/workspace/handler-schemas';
import type { MoveInRequest } from '@/api/workspace/move-in';
import { moveInResultSchema } from '@/api/workspace/move-in-result';
import { overviewSchema, type OverviewQuery } from '@/api/workspace/overview';
import {
  runNowAnswerSchema,
  scheduleDetailSchema,
  scheduleNoticesSchema,
  schedulePreviewSchema,
  scheduleSchema,
  type ScheduleInput,
  type schedulePatchSchema,
  type ScheduleTimingSettings,
} from '@/api/workspace/schedules';
import {
  reportingPlanSchema,
  reportingSendSchema,
  type ReportingPlanInput,
  type reportingPlanPatchSchema,
  type SendFigures,
  type SendState,
} from '@/api/workspace/reporting-plans';
import { sessionsEndedSchema, teamMemberSchema, teamSchema } from '@/api/workspace/team';
import type { Role } from '@/api/roles';
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

/** Sends a request to a route of the table (routes.ts), its query string made of `query`. */
async function request(route: WorkspaceRouteCall, options: CallOptions) {
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
  return { response, url };
}

/** A route whose answer is JSON, parsed with `schema`. */
async function call<T>(
  route: WorkspaceRouteCall,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  const { response, url } = await request(route, options);
  const value = await readAnswer(response, url, { kind: 'json', schema });
  if (value === undefined)
    throw new ApiError({ kind: 'unexpected-response', message: 'No answer.', path: url });
  return value;
}

/** A route that answers 204, with nothing to read. */
async function callForNothing(route: WorkspaceRouteCall, options: CallOptions = {}): Promise<void> {
  const { response, url } = await request(route, options);
  await readAnswer(response, url, { kind: 'none' });
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
  /**
   * Not under the journal's key: the live journal patches lists of entries, which this is not (it reads
   * them again instead). Keyed by the period as the page names it: one that ends "now" is asked anew,
   * to the present, at each read.
   */
  overviews: () => ['workspace', 'overview'] as const,
  overview: (asked: object) => ['workspace', 'overview', asked] as const,
  /** The open alerts (the header's, the overview's) and the latest of all. */
  alerts: () => ['workspace', 'alerts'] as const,
  alertList: (state: 'open' | 'all') => ['workspace', 'alerts', state] as const,
  watchdogSettings: () => ['workspace', 'watchdog-settings'] as const,
  reportingOutcomes: () => ['workspace', 'reporting-outcomes'] as const,
  reportingPlans: () => ['workspace', 'reporting-plans'] as const,
  /** Every list of sends (a decision or a "Send now" moves several). */
  reportingSends: () => ['workspace', 'reporting-sends'] as const,
  reportingSendList: (query: { ideaId?: number; state?: SendState }) =>
    ['workspace', 'reporting-sends', query] as const,
  timeSavedReference: () => ['workspace', 'time-saved-reference'] as const,
  /** Under the overview's key: a change of the reference or a new execution reads both again. */
  monthlySummary: (query: MonthlySummaryQuery) => ['workspace', 'overview', 'summary', query] as const,
  catalog: () => ['workspace', 'catalog'] as const,
  history: (form: ReportForm) => ['workspace', 'history', form] as const,
  historyPage: (query: HistoryQuery) => ['workspace', 'history', query.form, query] as const,
  known: (form: 'suppliers' | 'job-positions') => ['workspace', 'history', form, 'known'] as const,
  activity: () => ['workspace', 'activity'] as const,
  activityPage: (query: ActivityQuery) => ['workspace', 'activity', query] as const,
  /** Every schedule read, the no-run days included: a no-run day moves every schedule's next fire. */
  schedules: () => ['workspace', 'schedules'] as const,
  scheduleList: () => ['workspace', 'schedules', 'list'] as const,
  schedule: (id: string) => ['workspace', 'schedules', 'detail', id] as const,
  noRunDays: () => ['workspace', 'schedules', 'no-run-days'] as const,
  /** A preview of settings not saved yet (`null`: not complete enough to ask about). */
  schedulePreview: (timing: ScheduleTimingSettings | null) =>
    ['workspace', 'schedules', 'preview', timing] as const,
  scheduleNotices: () => ['workspace', 'schedule-notices'] as const,
  team: () => ['workspace', 'team'] as const,
  /** The signed-in person's own API tokens (never the tokens themselves). */
  apiTokens: () => ['workspace', 'api-tokens'] as const,
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

  // --- overview ---
  overview: (query: OverviewQuery, signal?: AbortSignal) =>
    call('overview', overviewSchema, { query, signal }),

  monthlySummary: (query: MonthlySummaryQuery, signal?: AbortSignal) =>
    call('monthlySummary', monthlySummarySchema, { query, signal }),
  timeSavedReference: (signal?: AbortSignal) =>
    call('timeSavedReference', timeSavedReferenceSchema, { signal }),
  /** Saves the choice from `version` (a 409 when someone saved since: `conflictOf`). */
  saveTimeSavedReference: (choice: TimeSavedReferenceChoice, version: number) =>
    call('saveTimeSavedReference', timeSavedReferenceSchema, { body: { ...choice, version } }),

  // --- watchdogs ---
  alerts: (state: 'open' | 'all', signal?: AbortSignal) =>
    call('alerts', alertsPageSchema, { query: { state }, signal }),
  acknowledgeAlert: (id: number, note: string) =>
    call({ name: 'acknowledgeAlert', params: { id: String(id) } }, alertSchema, { body: { note } }),
  watchdogSettings: (signal?: AbortSignal) => call('watchdogSettings', watchdogSettingsSchema, { signal }),
  /** Saves the rules from `version` (a 409 when someone saved since: `conflictOf`). */
  saveWatchdogSettings: (rules: WatchdogRules, version: number) =>
    call('saveWatchdogSettings', watchdogSettingsSchema, { body: { rules, version } }),

  // --- reporting outcomes ---
  reportingOutcomes: (signal?: AbortSignal) => call('reportingOutcomes', reportingOutcomesSchema, { signal }),
  /** Saves the mapping from `version` (a 409 when someone saved since: `conflictOf`). */
  saveReportingOutcomes: (outcomes: OutcomeMapping, version: number) =>
    call('saveReportingOutcomes', reportingOutcomesSchema, { body: { outcomes, version } }),

  // --- reporting plans and their sends ---
  reportingPlans: (signal?: AbortSignal) => call('reportingPlans', reportingPlanSchema.array(), { signal }),
  /** Sends only what the admin set: the server fills in its defaults. */
  createReportingPlan: (input: ReportingPlanInput) =>
    call('createReportingPlan', reportingPlanSchema, { body: input }),
  /** Changes the fields sent, from `patch.version` (a 409 when someone changed it since: `conflictOf`). */
  updateReportingPlan: (id: string, patch: z.input<typeof reportingPlanPatchSchema>) =>
    call({ name: 'updateReportingPlan', params: { id } }, reportingPlanSchema, { body: patch }),
  deleteReportingPlan: (id: string) => callForNothing({ name: 'deleteReportingPlan', params: { id } }),
  /** "Send now": the period starting at `period` (ISO), a 409 when it was kept before. */
  sendReportingPeriod: (id: string, period: string) =>
    call({ name: 'sendReportingPeriod', params: { id } }, reportingSendSchema.array(), {
      body: { period },
    }),
  reportingSends: (query: { ideaId?: number; state?: SendState }, signal?: AbortSignal) =>
    call('reportingSends', reportingSendSchema.array(), { query, signal }),
  approveReportingSend: (id: number, decision: { figures?: SendFigures; note?: string }) =>
    call({ name: 'approveReportingSend', params: { id: String(id) } }, reportingSendSchema, {
      body: decision,
    }),
  /** Sends what late ends changed in a sent period, as a correction of its own (201: that send). */
  correctReportingSend: (id: number, note: string) =>
    call({ name: 'correctReportingSend', params: { id: String(id) } }, reportingSendSchema, {
      body: { note },
    }),
  dismissReportingRestatement: (id: number, note: string) =>
    call({ name: 'dismissReportingRestatement', params: { id: String(id) } }, reportingSendSchema, {
      body: { note },
    }),
  rejectReportingSend: (id: number, note: string) =>
    call({ name: 'rejectReportingSend', params: { id: String(id) } }, reportingSendSchema, {
      body: { note },
    }),

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

  // --- schedules ---
  schedules: (signal?: AbortSignal) => call('schedules', scheduleSchema.array(), { signal }),
  schedule: (id: string, signal?: AbortSignal) =>
    call({ name: 'schedule', params: { id } }, scheduleDetailSchema, { signal }),
  /** Sends only what the operator set: the server fills in its defaults. */
  createSchedule: (input: ScheduleInput) => call('createSchedule', scheduleSchema, { body: input }),
  /** Changes the fields sent, from `patch.version` (a 409 when someone changed it since: `conflictOf`). */
  updateSchedule: (id: string, patch: z.input<typeof schedulePatchSchema>) =>
    call({ name: 'updateSchedule', params: { id } }, scheduleSchema, { body: patch }),
  /** When settings not saved yet would fire: the next fires, and the days the calendar skips. */
  previewSchedule: (timing: ScheduleTimingSettings, signal?: AbortSignal) =>
    call('previewSchedule', schedulePreviewSchema, { body: timing, signal }),
  deleteSchedule: (id: string) => callForNothing({ name: 'deleteSchedule', params: { id } }),
  runSchedule: (id: string) => call({ name: 'runSchedule', params: { id } }, runNowAnswerSchema),
  scheduleNotices: (after: number | undefined, signal?: AbortSignal) =>
    call('scheduleNotices', scheduleNoticesSchema, { query: { after }, signal }),
  noRunDays: (signal?: AbortSignal) => call('noRunDays', noRunDaysSchema, { signal }),
  saveNoRunDay: (day: string, note: string) =>
    callForNothing({ name: 'saveNoRunDay', params: { day } }, { body: { note } }),
  deleteNoRunDay: (day: string) => callForNothing({ name: 'deleteNoRunDay', params: { day } }),

  // --- the team and its roles ---
  team: (signal?: AbortSignal) => call('team', teamSchema, { signal }),
  /** Gives `username` the role (a 409 `last-admin` when it would leave the team without an admin). */
  changeRole: (username: string, role: Role) =>
    call({ name: 'changeRole', params: { username } }, teamMemberSchema, { body: { role } }),
  /** Ends every session of `username`, the caller's own too if they are theirs; how many were live. */
  endSessions: (username: string) => call({ name: 'endSessions', params: { username } }, sessionsEndedSchema),

  // --- one's own API tokens ---
  apiTokens: (signal?: AbortSignal) => call('apiTokens', apiTokensSchema, { signal }),
  /** Makes a token: the answer holds the token itself, this once (refused, `role-too-high`, above one's own role). */
  createApiToken: (request: ApiTokenCreate) =>
    call('createApiToken', apiTokenCreatedSchema, { body: request }),
  /** Revokes one of one's own tokens (a 404 `not-found` when there is no such token, or no more). */
  revokeApiToken: (id: string) => callForNothing({ name: 'revokeApiToken', params: { id } }),

  // --- moving in ---
  moveIn: (request: MoveInRequest) => call('moveIn', moveInResultSchema, { body: request }),
};
