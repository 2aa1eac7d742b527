/**
 * The one table of the console's own routes, as endpoints.ts is for the service's: the browser's client
 * (src/data: workspace-client.ts, live-journal-connection.ts, session.ts) calls them by name and the server's
 * router (server/routes/*) serves each by name, so a path is written once.
 */
import type { ParamNames } from '../endpoints';
import type { Role } from '../roles';

/** Where the team workspace lives on our server; the table's paths are under it. */
export const workspacePrefix = '/api';

/** The server's own session resource (sign in, who am I, sign out), outside the workspace. */
export const sessionPath = '/session';

/** Under the session resource: sign out everywhere, every session of whoever is signed in ends. */
export const everywhereSubpath = '/everywhere';
export const signOutEverywherePath = `${sessionPath}${everywhereSubpath}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const workspaceRouteTable = {
  // --- journal ---
  journalPage: { method: 'GET', path: '/executions', role: 'viewer' },
  journalFacets: { method: 'GET', path: '/executions/facets', role: 'viewer' },
  endedSummary: { method: 'GET', path: '/executions/summary', role: 'viewer' },
  journalEntry: { method: 'GET', path: '/executions/:computerId/:executionId', role: 'viewer' },
  track: { method: 'POST', path: '/executions', role: 'operator' },
  /** The journal's live stream (live-events.ts). */
  events: { method: 'GET', path: '/events', role: 'viewer' },
  // --- overview (the morning's state) ---
  overview: { method: 'GET', path: '/overview', role: 'viewer' },
  monthlySummary: { method: 'GET', path: '/overview/summary', role: 'viewer' },
  timeSavedReference: { method: 'GET', path: '/time-saved-reference', role: 'viewer' },
  saveTimeSavedReference: { method: 'PUT', path: '/time-saved-reference', role: 'admin' },
  // --- watchdogs (docs/watchdogs.md) ---
  alerts: { method: 'GET', path: '/alerts', role: 'viewer' },
  acknowledgeAlert: { method: 'POST', path: '/alerts/:id/acknowledge', role: 'operator' },
  watchdogSettings: { method: 'GET', path: '/watchdog-settings', role: 'viewer' },
  saveWatchdogSettings: { method: 'PUT', path: '/watchdog-settings', role: 'admin' },
  // --- catalog ---
  catalog: { method: 'GET', path: '/catalog', role: 'viewer' },
  createRuntime: { method: 'POST', path: '/catalog/runtimes', role: 'admin' },
  updateRuntime: { method: 'PUT', path: '/catalog/runtimes/:id', role: 'admin' },
  deleteRuntime: { method: 'DELETE', path: '/catalog/runtimes/:id', role: 'admin' },
  createRobot: { method: 'POST', path: '/catalog/robots', role: 'admin' },
  updateRobot: { method: 'PUT', path: '/catalog/robots/:id', role: 'admin' },
  deleteRobot: { method: 'DELETE', path: '/catalog/robots/:id', role: 'admin' },
  importCatalog: { method: 'POST', path: '/catalog/import', role: 'admin' },
  // --- reporting history, activity ---
  history: { method: 'GET', path: '/reporting/history', role: 'viewer' },
  known: { method: 'GET', path: '/reporting/known', role: 'viewer' },
  reportingOutcomes: { method: 'GET', path: '/reporting-outcomes', role: 'viewer' },
  saveReportingOutcomes: { method: 'PUT', path: '/reporting-outcomes', role: 'admin' },
  reportingPlans: { method: 'GET', path: '/reporting-plans', role: 'viewer' },
  createReportingPlan: { method: 'POST', path: '/reporting-plans', role: 'admin' },
  reportingPlan: { method: 'GET', path: '/reporting-plans/:id', role: 'viewer' },
  updateReportingPlan: { method: 'PATCH', path: '/reporting-plans/:id', role: 'admin' },
  deleteReportingPlan: { method: 'DELETE', path: '/reporting-plans/:id', role: 'admin' },
  // "Send now" of a period that is over: an operator's, like a schedule's "Run now".
  sendReportingPeriod: { method: 'POST', path: '/reporting-plans/:id/send', role: 'operator' },
  reportingSends: { method: 'GET', path: '/reporting-sends', role: 'viewer' },
  approveReportingSend: { method: 'POST', path: '/reporting-sends/:id/approve', role: 'admin' },
  rejectReportingSend: { method: 'POST', path: '/reporting-sends/:id/reject', role: 'admin' },
  // A sent period's late ends (a restatement): sent as a correction, or dismissed.
  correctReportingSend: { method: 'POST', path: '/reporting-sends/:id/correct', role: 'admin' },
  dismissReportingRestatement: { method: 'POST', path: '/reporting-sends/:id/dismiss', role: 'admin' },
  activity: { method: 'GET', path: '/activity', role: 'viewer' },
  // --- schedules (docs/schedules.md) ---
  schedules: { method: 'GET', path: '/schedules', role: 'viewer' },
  createSchedule: { method: 'POST', path: '/schedules', role: 'admin' },
  // A read: the schedule page shows a schedule's next fires to everyone.
  previewSchedule: { method: 'POST', path: '/schedules/preview', role: 'viewer' },
  schedule: { method: 'GET', path: '/schedules/:id', role: 'viewer' },
  updateSchedule: { method: 'PATCH', path: '/schedules/:id', role: 'admin' },
  deleteSchedule: { method: 'DELETE', path: '/schedules/:id', role: 'admin' },
  runSchedule: { method: 'POST', path: '/schedules/:id/run', role: 'operator' },
  scheduleNotices: { method: 'GET', path: '/schedule-notices', role: 'viewer' },
  noRunDays: { method: 'GET', path: '/no-run-days', role: 'viewer' },
  saveNoRunDay: { method: 'PUT', path: '/no-run-days/:day', role: 'admin' },
  deleteNoRunDay: { method: 'DELETE', path: '/no-run-days/:day', role: 'admin' },
  // --- the team and its roles (docs/roles.md) ---
  team: { method: 'GET', path: '/team', role: 'admin' },
  changeRole: { method: 'PUT', path: '/team/:username', role: 'admin' },
  endSessions: { method: 'DELETE', path: '/team/:username/sessions', role: 'admin' },
  // --- one's own personal API tokens (api-tokens.ts): everyone manages their own ---
  apiTokens: { method: 'GET', path: '/tokens', role: 'viewer' },
  createApiToken: { method: 'POST', path: '/tokens', role: 'viewer' },
  revokeApiToken: { method: 'DELETE', path: '/tokens/:id', role: 'viewer' },
  // --- moving in (it writes the catalog and the reporting history) ---
  moveIn: { method: 'POST', path: '/move-in', role: 'admin' },
} as const satisfies Record<
  string,
  {
    readonly method: Method;
    readonly path: string;
    /** The least role that may call it (roles.ts); the server refuses anyone below with 403. */
    readonly role: Role;
  }
>;

export type WorkspaceRouteName = keyof typeof workspaceRouteTable;
type WorkspaceRoute<N extends WorkspaceRouteName = WorkspaceRouteName> = (typeof workspaceRouteTable)[N];

/** A route to call: its name, with the values of its `:name` segments when it has any. */
export type WorkspaceRouteCall = {
  [N in WorkspaceRouteName]: [ParamNames<WorkspaceRoute<N>['path']>] extends [never]
    ? N
    : { readonly name: N; readonly params: Record<ParamNames<WorkspaceRoute<N>['path']>, string> };
}[WorkspaceRouteName];

export const routeName = (route: WorkspaceRouteCall): WorkspaceRouteName =>
  typeof route === 'string' ? route : route.name;

/** A route's path under the prefix, each `:name` segment filled with its value percent-encoded. */
export function workspacePath(route: WorkspaceRouteCall): string {
  const values: Readonly<Record<string, string>> = typeof route === 'string' ? {} : route.params;
  const path = workspaceRouteTable[routeName(route)].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
  return `${workspacePrefix}${path}`;
}
